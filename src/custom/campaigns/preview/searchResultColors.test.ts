import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../../theme/contrast';
import { PALETTES } from '../../../theme/tokens';
import { SEARCH_RESULT_COLORS } from './searchResultColors';

describe('search result colours', () => {
  it.each(['light', 'dark'] as const)('read at AA (4.5:1) on every %s surface the preview sits on', (mode) => {
    const { surface, surfaceMuted, background } = PALETTES[mode];
    for (const colour of Object.values(SEARCH_RESULT_COLORS[mode])) {
      for (const ground of [surface, surfaceMuted, background]) expect(contrastRatio(colour, ground)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
