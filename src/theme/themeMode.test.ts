import { describe, expect, it } from 'vitest';
import { parseThemeMode } from './themeMode';

describe('parseThemeMode', () => {
  it('defaults to light', () => {
    expect(parseThemeMode(null)).toBe('light');
    expect(parseThemeMode('purple')).toBe('light');
  });
  it('keeps dark', () => {
    expect(parseThemeMode('dark')).toBe('dark');
  });
});
