import { PNG } from 'pngjs';
import * as jpeg from 'jpeg-js';
import type { LandingTheme } from '../../../../contract/landings';

/**
 * A landing's colours from its logo: the logo's pixels decoded, its dominant saturated colour as
 * the primary, a second hue (or a tint) as the accent, and every pair that carries text checked
 * against WCAG AA (4.5:1), so a pale or garish logo still gives a readable page.
 */

export type Rgb = { r: number; g: number; b: number };
export type Pixels = { width: number; height: number; data: Uint8Array | Buffer };

/** Larger logos are refused before decoding: a small file can unpack to a huge bitmap. */
export const LOGO_MAX_PIXELS = 16_000_000;

export class ImageDecodeError extends Error {}

/** PNG's width and height from its header (IHDR is always the first chunk). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') throw new ImageDecodeError('Not a readable PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Decodes a PNG or JPEG logo to RGBA pixels; anything else, a broken file or a huge bitmap is refused. */
export function decodeLogo(bytes: Buffer, contentType: string): Pixels {
  try {
    if (contentType === 'image/png') {
      const { width, height } = pngSize(bytes);
      if (width * height > LOGO_MAX_PIXELS) throw new ImageDecodeError('The logo has too many pixels');
      const png = PNG.sync.read(bytes);
      return { width: png.width, height: png.height, data: png.data };
    }
    if (contentType === 'image/jpeg') {
      return jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: LOGO_MAX_PIXELS / 1_000_000, maxMemoryUsageInMB: 256 });
    }
  } catch (error) {
    if (error instanceof ImageDecodeError) throw error;
    throw new ImageDecodeError(`The logo could not be read: ${(error as Error).message}`);
  }
  throw new ImageDecodeError(`A logo cannot be ${contentType}`);
}

export const toHex = ({ r, g, b }: Rgb) => `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;
export function fromHex(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** WCAG 2 relative luminance. */
export function luminance({ r, g, b }: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrast(a: Rgb | string, b: Rgb | string): number {
  const la = luminance(typeof a === 'string' ? fromHex(a) : a);
  const lb = luminance(typeof b === 'string' ? fromHex(b) : b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const AA_TEXT = 4.5;

function hsv({ r, g, b }: Rgb): { h: number; s: number; v: number } {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const d = max - min;
  let h = 0;
  if (d > 0) {
    if (max === r / 255) h = ((g - b) / 255 / d) % 6;
    else if (max === g / 255) h = (b - r) / 255 / d + 2;
    else h = (r - g) / 255 / d + 4;
  }
  return { h: (h * 60 + 360) % 360, s: max === 0 ? 0 : d / max, v: max };
}

const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

/** Mixes `a` toward `b` by `t` (0: a, 1: b). */
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => ({ r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t });
const round = (c: Rgb): Rgb => ({ r: Math.round(c.r), g: Math.round(c.g), b: Math.round(c.b) });

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

type Bucket = { weight: number; r: number; g: number; b: number; count: number };

/**
 * The logo's colours by how much of it they cover, saturated ones only (white, black and greys
 * are the logo's background and lettering, not its brand colour): pixels grouped by 4 bits per
 * channel, each group's mean colour, most covered first. A large logo is sampled on a grid.
 */
export function dominantColours(pixels: Pixels, max = 4): Rgb[] {
  const { width, height, data } = pixels;
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / 40_000)));
  const buckets = new Map<number, Bucket>();
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * 4;
      if (data[i + 3]! < 128) continue;
      const c = { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
      const { s, v } = hsv(c);
      if (s < 0.25 || v < 0.2) continue;
      const key = ((c.r >> 4) << 8) | ((c.g >> 4) << 4) | (c.b >> 4);
      const bucket = buckets.get(key) ?? { weight: 0, r: 0, g: 0, b: 0, count: 0 };
      // Coverage first; among equal coverage the more vivid colour wins.
      bucket.weight += 1 + s;
      bucket.r += c.r;
      bucket.g += c.g;
      bucket.b += c.b;
      bucket.count += 1;
      buckets.set(key, bucket);
    }
  }
  return [...buckets.values()].sort((a, b) => b.weight - a.weight).slice(0, max)
    .map((k) => round({ r: k.r / k.count, g: k.g / k.count, b: k.b / k.count }));
}

/** Darkens (on a light page) until the colour reads as text on `background` at AA. */
export function readableOn(colour: Rgb, background: Rgb, ratio = AA_TEXT): Rgb {
  let c = colour;
  const towards = luminance(background) > 0.5 ? BLACK : WHITE;
  for (let t = 0.05; contrast(c, background) < ratio && t <= 1; t += 0.05) c = round(mix(colour, towards, t));
  return c;
}

/** White or near-black text on `colour`, whichever passes AA (one of the two always does). */
export function textOn(colour: Rgb): Rgb {
  if (contrast(WHITE, colour) >= AA_TEXT) return WHITE;
  const dark = { r: 17, g: 24, b: 39 };
  return contrast(dark, colour) >= AA_TEXT ? dark : BLACK;
}

/**
 * A theme from a brand colour (and a second logo colour if there is one): the page stays white
 * with near-black text; the primary is the brand colour, darkened only as far as links and
 * outlined buttons on white need; the accent is the logo's other hue or a tint of the primary.
 */
export function themeFromColours(colours: Rgb[], base: Pick<LandingTheme, 'font' | 'radius'>): LandingTheme {
  const background = WHITE;
  const brand = colours[0]!;
  const primary = readableOn(brand, background);
  const other = colours.slice(1).find((c) => hueDistance(hsv(c).h, hsv(brand).h) >= 30);
  const accent = round(other ? mix(other, WHITE, 0.35) : mix(brand, WHITE, 0.55));
  const surface = round(mix(WHITE, brand, 0.06));
  const text = { r: 17, g: 24, b: 39 };
  // Muted text sits on the surface too: checked against the darker of the two.
  const muted = readableOn({ r: 75, g: 85, b: 99 }, surface);
  return {
    primary: toHex(primary), onPrimary: toHex(textOn(primary)), background: toHex(background), surface: toHex(surface),
    text: toHex(text), muted: toHex(muted), accent: toHex(accent), font: base.font, radius: base.radius,
  };
}

/** Makes any theme's text pairs pass AA (a model's or a template's colours, kept where they already do). */
export function readableTheme(theme: LandingTheme): LandingTheme {
  const background = fromHex(theme.background);
  const surface = fromHex(theme.surface);
  const primary = readableOn(fromHex(theme.primary), background);
  const textColour = readableOn(fromHex(theme.text), contrast(theme.text, surface) < contrast(theme.text, background) ? surface : background);
  const muted = readableOn(fromHex(theme.muted), contrast(theme.muted, surface) < contrast(theme.muted, background) ? surface : background);
  const onPrimary = contrast(theme.onPrimary, primary) >= AA_TEXT ? fromHex(theme.onPrimary) : textOn(primary);
  return { ...theme, primary: toHex(primary), onPrimary: toHex(onPrimary), text: toHex(textColour), muted: toHex(muted) };
}

/** The theme a logo gives, or null when it has no saturated colour (a black-and-white logo keeps the template's colours). */
export function themeFromLogo(pixels: Pixels, base: Pick<LandingTheme, 'font' | 'radius'>): LandingTheme | null {
  const colours = dominantColours(pixels);
  return colours.length ? themeFromColours(colours, base) : null;
}
