import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BASE } from './support/fixtures';

export { axeClean } from './support/axe';

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
