import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

/**
 * Text that must never show on a Spanish screen: a translation key shown raw (`crm.bulk.x`, or
 * `CRM.BULK.X` once a button upper-cases it) and the English of our own interface and of the
 * server's validation messages. Emails and URLs are taken out before looking; words that demo data
 * uses in Spanish too ("Email marketing") are not on the list.
 */
const RAW_KEY = /\b(?:app|crm|ra|resources|billing|ui|campaigns|chat|conversions|landings)\.[A-Za-z_]+(?:\.[A-Za-z_]+)+\b/i;
const ENGLISH = [
  /\bInvalid\b/, /\bmust be\b/i, /\bis required\b/i, /\bRequired\b/, /\bRows per page\b/i, /\bNo results\b/i,
  /\bSearch\b/, /\bSave\b/, /\bCancel\b/, /\bDelete\b/, /\bLoading\b/, /\bnot found\b/i, /\bSomething went wrong\b/i,
  /\bToo many requests\b/i, /\bAdd to list\b/i, /\bRemove from list\b/i, /\bSign in\b/,
];

/** Fails when the visible text of the page (dialogs included) has a raw key or English UI text. */
export async function assertSpanishText(page: Page, label: string): Promise<void> {
  const text: string = await page.evaluate(() => document.body.innerText);
  const visible = text
    .replace(/\S+@\S+\.\S+/g, ' ') // emails
    .replace(/\bhttps?:\/\/\S+/g, ' ');
  const raw = RAW_KEY.exec(visible);
  assert.equal(raw?.[0] ?? null, null, `${label}: a raw translation key shows`);
  const english = ENGLISH.map((re) => re.exec(visible)?.[0]).filter(Boolean);
  assert.deepEqual(english, [], `${label}: English text on a Spanish screen`);
}
