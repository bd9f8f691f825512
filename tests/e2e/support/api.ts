import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BASE } from './fixtures';

/** The signed-in page's API, to prepare what other journeys already walk through (a published landing, a campaign…). */
export async function apiOf(page: Page) {
  const session = await page.evaluate(() => ({ token: localStorage.getItem('token')!, companyId: localStorage.getItem('companyId')! }));
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> => {
    const res = await page.request.fetch(`${BASE}/api${path}`, { method, data, headers: { authorization: `Bearer ${session.token}` } });
    assert.ok(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  return { companyId: session.companyId, call };
}
