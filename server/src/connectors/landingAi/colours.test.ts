import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrast, decodeLogo, dominantColours, ImageDecodeError, readableTheme, themeFromColours, themeFromLogo, toHex } from './colours';
import { jpegBytes, logoPixels, logoPng, pngBytes } from './testImages';

const base = { font: 'sans', radius: 8 } as const;
const textPairs = (t: ReturnType<typeof themeFromColours>) => [
  [t.onPrimary, t.primary], [t.primary, t.background], [t.text, t.background], [t.text, t.surface], [t.muted, t.background], [t.muted, t.surface],
];

describe('logo colours', () => {
  it('contrast follows WCAG 2 (white on black is 21:1, equal colours 1:1)', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#777777')).toBe(1);
    expect(contrast('#1d4ed8', '#ffffff')).toBeCloseTo(6.7, 1);
  });

  it('finds the dominant saturated colour of a PNG, ignoring its white background', () => {
    const pixels = decodeLogo(logoPng({ r: 0x1d, g: 0x4e, b: 0xd8 }), 'image/png');
    expect(dominantColours(pixels).map(toHex)[0]).toBe('#1d4ed8');
  });

  it('reads a JPEG logo (colour within JPEG rounding)', () => {
    const pixels = decodeLogo(jpegBytes(logoPixels({ r: 220, g: 38, b: 38 })), 'image/jpeg');
    const [c] = dominantColours(pixels);
    expect(Math.abs(c!.r - 220) + Math.abs(c!.g - 38) + Math.abs(c!.b - 38)).toBeLessThan(24);
  });

  it('skips transparent pixels and greys: a black-and-white logo gives no theme', () => {
    const pixels = logoPixels({ r: 30, g: 30, b: 30 });
    expect(themeFromLogo(pixels, base)).toBeNull();
    const transparent = logoPixels({ r: 255, g: 0, b: 0, a: 0 });
    expect(dominantColours(transparent)).toEqual([]);
  });

  it('keeps a dark brand colour as the primary with white text on it (AA)', () => {
    const theme = themeFromLogo(decodeLogo(logoPng({ r: 0x1d, g: 0x4e, b: 0xd8 }), 'image/png'), base)!;
    expect(theme.primary).toBe('#1d4ed8');
    expect(theme.onPrimary).toBe('#ffffff');
    for (const [a, b] of textPairs(theme)) expect(contrast(a!, b!)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('darkens a pale brand colour (yellow) until it reads on white, with dark text on it; the accent keeps the logo\'s second hue', () => {
    const theme = themeFromColours([{ r: 250, g: 204, b: 21 }, { r: 14, g: 165, b: 233 }], base);
    for (const [a, b] of textPairs(theme)) expect(contrast(a!, b!)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(theme.primary).not.toBe('#facc15');
    expect(theme.accent).not.toBe(theme.primary);
    // The accent is the second, blue colour lightened, not a tint of the yellow.
    const accent = Number.parseInt(theme.accent.slice(1), 16);
    expect(accent & 0xff).toBeGreaterThan((accent >> 16) & 0xff);
  });

  it('fixes the text pairs of any theme (a model\'s) and keeps the ones that already pass', () => {
    const fixed = readableTheme({ primary: '#ffd500', onPrimary: '#ffffff', background: '#ffffff', surface: '#fafafa', text: '#999999', muted: '#bbbbbb', accent: '#00ffaa', ...base });
    for (const [a, b] of textPairs(fixed)) expect(contrast(a!, b!)).toBeGreaterThanOrEqual(AA_TEXT);
    const good = { primary: '#1d4ed8', onPrimary: '#ffffff', background: '#ffffff', surface: '#f1f5f9', text: '#0f172a', muted: '#475569', accent: '#93c5fd', ...base };
    expect(readableTheme(good)).toEqual(good);
  });

  it('refuses broken bytes and oversized bitmaps before decoding', () => {
    expect(() => decodeLogo(Buffer.from('\x89PNG\r\n\x1a\nnot really'), 'image/png')).toThrow(ImageDecodeError);
    const huge = pngBytes(logoPixels({ r: 200, g: 0, b: 0 }, undefined, 8));
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    expect(() => decodeLogo(huge, 'image/png')).toThrow(/too many pixels/);
    expect(() => decodeLogo(Buffer.from([0xff, 0xd8, 0xff, 0x00]), 'image/jpeg')).toThrow(ImageDecodeError);
  });
});
