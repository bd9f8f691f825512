export type ImageType = 'png' | 'jpeg' | 'gif' | 'webp';
export type ImageSize = { width: number; height: number; type: ImageType };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The pixel size written in an image's bytes, without decoding it and without a dependency:
 * PNG (IHDR), JPEG (the first start-of-frame marker), GIF (logical screen), WebP (VP8, VP8L,
 * VP8X). Null when the bytes are none of these or are cut short.
 */
export function imageSize(buf: Buffer): ImageSize | null {
  if (buf.length >= 24 && buf.subarray(0, 8).equals(PNG_SIGNATURE) && buf.toString('ascii', 12, 16) === 'IHDR') {
    return sized(buf.readUInt32BE(16), buf.readUInt32BE(20), 'png');
  }
  if (buf.length >= 10 && /^GIF8[79]a$/.test(buf.toString('ascii', 0, 6))) {
    return sized(buf.readUInt16LE(6), buf.readUInt16LE(8), 'gif');
  }
  if (buf.length >= 16 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP') return webpSize(buf);
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8) return jpegSize(buf);
  return null;
}

const sized = (width: number, height: number, type: ImageType): ImageSize | null => (width > 0 && height > 0 ? { width, height, type } : null);

function webpSize(buf: Buffer): ImageSize | null {
  const chunk = buf.toString('ascii', 12, 16);
  // VP8X (extended): 24-bit canvas width−1 and height−1 at 24 and 27.
  if (chunk === 'VP8X' && buf.length >= 30) return sized(1 + buf.readUIntLE(24, 3), 1 + buf.readUIntLE(27, 3), 'webp');
  // VP8L (lossless): signature 0x2f, then 14-bit width−1 and height−1.
  if (chunk === 'VP8L' && buf.length >= 25 && buf[20] === 0x2f) {
    const bits = buf.readUInt32LE(21);
    return sized(1 + (bits & 0x3fff), 1 + ((bits >>> 14) & 0x3fff), 'webp');
  }
  // VP8 (lossy): a key frame's start code 9d 01 2a, then 14-bit width and height.
  if (chunk === 'VP8 ' && buf.length >= 30 && buf[23] === 0x9d && buf[24] === 0x01 && buf[25] === 0x2a) {
    return sized(buf.readUInt16LE(26) & 0x3fff, buf.readUInt16LE(28) & 0x3fff, 'webp');
  }
  return null;
}

function jpegSize(buf: Buffer): ImageSize | null {
  let i = 2;
  while (i + 4 <= buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    // Fill bytes, and markers without a length (TEM, RST0–7, SOI, EOI).
    if (marker === 0xff) { i += 1; continue; }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) { i += 2; continue; }
    const length = buf.readUInt16BE(i + 2);
    if (length < 2) return null;
    // Start-of-frame markers C0–CF except DHT (C4), JPG (C8) and DAC (CC): precision, height, width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (i + 9 > buf.length) return null;
      return sized(buf.readUInt16BE(i + 7), buf.readUInt16BE(i + 5), 'jpeg');
    }
    // Start of scan before any frame header: not a well-formed JPEG.
    if (marker === 0xda) return null;
    i += 2 + length;
  }
  return null;
}
