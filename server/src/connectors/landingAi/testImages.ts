import { PNG } from 'pngjs';
import * as jpeg from 'jpeg-js';

/**
 * Test images drawn in memory: a logo with a brand colour on white (and optionally a second
 * colour), as PNG or JPEG bytes. Used by the connector's and the module's tests.
 */
export type Fill = { r: number; g: number; b: number; a?: number };

function draw(width: number, height: number, paint: (x: number, y: number) => Fill): { width: number; height: number; data: Buffer } {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const { r, g, b, a = 255 } = paint(x, y);
      data.set([r, g, b, a], (y * width + x) * 4);
    }
  }
  return { width, height, data };
}

/** White background, a centred block of `brand` (about a third of the area), a stripe of `second`. */
export function logoPixels(brand: Fill, second?: Fill, size = 60) {
  return draw(size, size, (x, y) => {
    if (second && y >= size - 6) return second;
    const inside = x >= size / 5 && x < (size * 4) / 5 && y >= size / 5 && y < (size * 4) / 5;
    return inside ? brand : { r: 255, g: 255, b: 255 };
  });
}

export function pngBytes(pixels: { width: number; height: number; data: Buffer }): Buffer {
  const png = new PNG({ width: pixels.width, height: pixels.height });
  pixels.data.copy(png.data);
  return PNG.sync.write(png);
}

export function jpegBytes(pixels: { width: number; height: number; data: Buffer }): Buffer {
  return jpeg.encode(pixels, 95).data;
}

export const logoPng = (brand: Fill, second?: Fill) => pngBytes(logoPixels(brand, second));

/** A tiny valid photo (solid colour) of the given type. */
export function photo(type: 'png' | 'jpeg', colour: Fill = { r: 120, g: 160, b: 200 }): Buffer {
  const pixels = draw(8, 8, () => colour);
  return type === 'png' ? pngBytes(pixels) : jpegBytes(pixels);
}

/** The smallest WebP a sniffer accepts (RIFF….WEBPVP8L header); its pixels are never decoded. */
export function webpBytes(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}
