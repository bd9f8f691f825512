import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../i18n/languages';

// Under Vite 8 a CJS plugin's default import may arrive wrapped in { default }.
const rtl = ((rtlPlugin as unknown as { default?: typeof rtlPlugin }).default ?? rtlPlugin) as typeof rtlPlugin;

const caches: Partial<Record<Direction, EmotionCache>> = {};

/** One emotion cache per direction; the RTL one flips margins, paddings and positions. */
export function emotionCacheFor(direction: Direction): EmotionCache {
  caches[direction] ??=
    direction === 'rtl'
      ? createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtl] })
      : createCache({ key: 'mui', prepend: true });
  return caches[direction]!;
}
