import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { compactScript } from './webforms.script';

type Touch = Record<string, string>;
type Pure = {
  touchOf: (href: string, ref: string, at: string) => Touch | null;
  touches: (kept: { f?: Touch; l?: Touch }, cur: Touch | null, at: string, ads: boolean) => { f: Touch; l: Touch };
  consent: (dl: unknown[], required: boolean) => { an: boolean; ad: boolean };
};

/** The served script run without a document: it hands its pure parts over instead of tracking. */
function pure(): Pure {
  const window: { lp?: Pure } = {};
  vm.runInNewContext(compactScript(readFileSync(new URL('./tracker.js', import.meta.url), 'utf8')), { window, URL });
  return window.lp!;
}
const { touchOf, touches, consent } = pure();
const AT = '2026-01-01T00:00:00.000Z';
// gtag pushes arguments objects, not arrays.
const args = (...a: unknown[]) => (function () { return arguments; /* eslint-disable-line prefer-rest-params */ })(...(a as []));

describe('touchOf', () => {
  it('keeps utm_*, gclid and fbclid unmodified, with the entry page', () => {
    expect(touchOf('https://s.example/p?utm_source=Google&utm_medium=cpc&gclid=Cj0K_x&fbclid=IwAR1&x=1', '', AT))
      .toEqual({ utm_source: 'Google', utm_medium: 'cpc', gclid: 'Cj0K_x', fbclid: 'IwAR1', page: 'https://s.example/p', at: AT });
  });
  it('takes an outside referrer, ignores the site itself, and is null for a direct visit', () => {
    expect(touchOf('https://s.example/', 'https://news.example/a', AT)).toMatchObject({ referrer: 'https://news.example/a' });
    expect(touchOf('https://s.example/b', 'https://s.example/a', AT)).toBeNull();
    expect(touchOf('https://s.example/', '', AT)).toBeNull();
  });
});

describe('touches', () => {
  const google = { utm_source: 'google', gclid: 'G', at: AT };
  const news = { referrer: 'https://news.example/', at: AT };
  it('keeps the first touch forever and replaces the last one with each new source', () => {
    const one = touches({}, google, AT, true);
    expect(one).toEqual({ f: google, l: google });
    const two = touches(one, news, AT, true);
    expect(two).toEqual({ f: google, l: news });
    expect(touches(two, null, AT, true)).toEqual(two);
  });
  it('a direct first visit is a touch of its own', () => {
    expect(touches({}, null, AT, true)).toEqual({ f: { at: AT }, l: { at: AT } });
  });
  it('drops the click ids without ad_storage consent', () => {
    expect(touches({}, google, AT, false).f).toEqual({ utm_source: 'google', at: AT });
  });
});

describe('consent', () => {
  it('is granted when the page does not ask for it', () => {
    expect(consent([], false)).toEqual({ an: true, ad: true });
  });
  it('is denied when asked for, until gtag updates it; later entries win', () => {
    expect(consent([], true)).toEqual({ an: false, ad: false });
    const dl = [args('consent', 'default', { ad_storage: 'denied', analytics_storage: 'denied' }), { event: 'x' }];
    expect(consent(dl, true)).toEqual({ an: false, ad: false });
    dl.push(args('consent', 'update', { analytics_storage: 'granted' }));
    expect(consent(dl, true)).toEqual({ an: true, ad: false });
    dl.push(args('consent', 'update', { ad_storage: 'granted', analytics_storage: 'denied' }));
    expect(consent(dl, true)).toEqual({ an: false, ad: true });
  });
});

it('is at most 2 KB gzipped as served', async () => {
  const { TRACKING_SCRIPT } = await import('./webforms.script');
  expect(TRACKING_SCRIPT.gzip.length).toBeLessThanOrEqual(2048);
});
