/**
 * The content type of a file decided from its first bytes (magic numbers), never from the name
 * or the type a client claims. `SNIFF_BYTES` is how much of the start it needs.
 */
export const SNIFF_BYTES = 4100;

export type SniffedType =
  | 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/svg+xml'
  | 'application/pdf' | 'application/zip' | 'video/mp4' | 'video/webm' | 'audio/mp4' | 'audio/ogg' | 'audio/mpeg'
  | 'text/plain';

const startsWith = (b: Buffer, bytes: number[], offset = 0) => b.length >= offset + bytes.length && bytes.every((x, i) => b[offset + i] === x);
const ascii = (b: Buffer, start: number, end: number) => b.subarray(start, end).toString('latin1');

export function sniffContentType(head: Buffer): SniffedType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  // Local file header, or the end record of an empty archive.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'application/zip';
  if (ascii(head, 4, 8) === 'ftyp') return sniffIsoMedia(ascii(head, 8, 12));
  // EBML header whose DocType is "webm" (Matroska files are not taken).
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return ascii(head, 4, 64).includes('webm') ? 'video/webm' : null;
  // Ogg page; Opus voice notes and Vorbis both travel in it.
  if (ascii(head, 0, 4) === 'OggS') return 'audio/ogg';
  // A UTF-16 byte order mark would otherwise pass for an MPEG frame header.
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return 'text/plain';
  if (ascii(head, 0, 3) === 'ID3' || isMpegAudioFrame(head)) return 'audio/mpeg';
  return sniffText(head);
}

/** ISO base media (MP4 family) by major brand; QuickTime and 3GP phones' videos included. */
function sniffIsoMedia(brand: string): SniffedType | null {
  if (brand === 'M4A ' || brand === 'M4B ') return 'audio/mp4';
  if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|M4V |qt {2}|3gp[0-9]|3g2[a-z]|mmp4|MSNV|f4v )$/.test(brand)) return 'video/mp4';
  return null;
}

/** MPEG audio frame sync (11 bits set) with a valid layer and bitrate: MP3 without ID3 tag. */
function isMpegAudioFrame(b: Buffer): boolean {
  if (b.length < 3 || b[0] !== 0xff || (b[1] & 0xe0) !== 0xe0) return false;
  const layer = (b[1] >> 1) & 0x3;
  const bitrate = b[2] >> 4;
  return layer !== 0 && bitrate !== 0 && bitrate !== 0xf;
}

/**
 * Text (CSV and plain text alike: the bytes cannot tell them apart): valid UTF-8 or a single-byte
 * encoding with no control characters but tab, CR, LF and form feed. SVG and HTML are text too,
 * and dangerous when a browser renders them, so they are named for what they are.
 */
function sniffText(head: Buffer): SniffedType | null {
  let body = head;
  if (startsWith(body, [0xef, 0xbb, 0xbf])) body = body.subarray(3);
  if (!body.length) return 'text/plain';
  for (const byte of body) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return null;
    if (byte === 0x7f) return null;
  }
  const start = body.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg|<svg[\s>])/.test(start) || /<svg[\s>]/.test(start)) return 'image/svg+xml';
  return 'text/plain';
}

/** The name a stored file's type gets when it is downloaded without a name. */
export const EXTENSIONS: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/svg+xml': 'svg',
  'application/pdf': 'pdf', 'application/zip': 'zip', 'video/mp4': 'mp4', 'video/webm': 'webm', 'audio/mp4': 'm4a', 'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3', 'text/plain': 'txt', 'text/csv': 'csv',
};
