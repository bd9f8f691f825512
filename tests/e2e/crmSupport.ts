import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { BASE } from './support/fixtures';

/** No axe violation on the screen as it is now. */
export async function axeClean(page: Page, label: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Dialogs fade in: a half-transparent button fails colour contrast. Wait for finite animations
  // (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), [], label);
}

/** The signed-in page's API token, to prepare data through the API where the journey is elsewhere. */
export async function apiAs(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const companyId = await page.evaluate(() => localStorage.getItem('companyId'));
  const headers = { authorization: `Bearer ${token}` };
  return {
    companyId: companyId!,
    async post<T>(path: string, data: unknown): Promise<T> {
      const response = await page.request.post(`${BASE}/api${path}`, { data, headers });
      assert.ok(response.ok(), `${path}: ${response.status()} ${await response.text()}`);
      return response.json() as Promise<T>;
    },
  };
}

/** The newest sandbox mail to someone, as text (the outbox page of the mail sandbox). */
export async function lastMailTo(page: Page, to: string): Promise<string> {
  const response = await page.request.get(`${BASE}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  assert.ok(response.ok(), `outbox: ${response.status()}`);
  return response.text();
}
