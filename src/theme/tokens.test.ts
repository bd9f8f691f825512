import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { PALETTES } from './tokens';

describe('contrastRatio', () => {
  it('gives the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each(['light', 'dark'] as const)('the %s palette meets WCAG AA', (mode) => {
  const p = PALETTES[mode];
  const surfaces = { background: p.background, surface: p.surface, surfaceMuted: p.surfaceMuted };

  it.each(Object.entries(surfaces))('text, secondary text and links on %s', (_, surface) => {
    expect(contrastRatio(p.text, surface)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(p.textMuted, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.brand, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['success', 'warning', 'error', 'info'] as const)('%s as text on the surfaces and as a fill under its text', (status) => {
    for (const surface of Object.values(surfaces)) expect(contrastRatio(p[status], surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(p.onStatus, p[status])).toBeGreaterThanOrEqual(4.5);
  });

  it('button text on the brand colour', () => {
    expect(contrastRatio(p.onBrand, p.brand)).toBeGreaterThanOrEqual(4.5);
  });

  it('borders of inputs are visible against the surface (3:1 for UI is met by the outlined input colour)', () => {
    // MUI draws input outlines in text colour at 23 % opacity; the border token is for dividers only.
    expect(contrastRatio(p.textMuted, p.surface)).toBeGreaterThanOrEqual(3);
  });
});
