import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** No axe violation on the screen as it is now. */
export async function axeClean(page: Page, label: string): Promise<void> {
  // The page builders (GrapesJS) fetch their canvas, fonts and assets for a while after the
  // heading shows: on a loaded two-core machine that outlasts the 15-s action timeout.
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  // Menus and dialogs fade in and out: a half-transparent item fails colour contrast. Wait for
  // finite animations (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // The builders' canvas frames hold the user's own page or email, not the app: a landing's
  // landmarks are checked where it is published (the landings journey). Sandboxed previews of
  // user-authored HTML run no script, so axe cannot even be injected there (it would wait forever).
  const { violations } = await new AxeBuilder({ page }).exclude('iframe.gjs-frame').exclude('iframe[sandbox]').analyze();
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], label);
}
