import { describe, expect, it } from 'vitest';
import { imageSize } from './imageSize';
import { gifHeader, jpegHeader, pngHeader, webpHeader } from './testKit';

describe('imageSize', () => {
  it('reads PNG, JPEG (baseline and progressive, after other segments), GIF and the three WebP encodings', () => {
    expect(imageSize(pngHeader(1200, 628))).toEqual({ width: 1200, height: 628, type: 'png' });
    expect(imageSize(jpegHeader(600, 314))).toEqual({ width: 600, height: 314, type: 'jpeg' });
    expect(imageSize(jpegHeader(300, 300, 0xc2))).toEqual({ width: 300, height: 300, type: 'jpeg' });
    expect(imageSize(gifHeader(128, 128))).toEqual({ width: 128, height: 128, type: 'gif' });
    expect(imageSize(webpHeader(1200, 628, 'VP8'))).toEqual({ width: 1200, height: 628, type: 'webp' });
    expect(imageSize(webpHeader(960, 1200, 'VP8L'))).toEqual({ width: 960, height: 1200, type: 'webp' });
    expect(imageSize(webpHeader(4000, 1000, 'VP8X'))).toEqual({ width: 4000, height: 1000, type: 'webp' });
  });

  it('refuses what is not an image or is cut short', () => {
    expect(imageSize(Buffer.from('not an image at all, really'))).toBeNull();
    expect(imageSize(Buffer.alloc(0))).toBeNull();
    expect(imageSize(pngHeader(10, 10).subarray(0, 20))).toBeNull();
    expect(imageSize(jpegHeader(600, 314).subarray(0, 30))).toBeNull();
    expect(imageSize(pngHeader(0, 10))).toBeNull();
    const riffNotWebp = webpHeader(10, 10, 'VP8');
    riffNotWebp.write('WAVE', 8, 'ascii');
    expect(imageSize(riffNotWebp)).toBeNull();
  });
});
