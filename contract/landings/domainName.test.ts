import { describe, expect, it } from 'vitest';
import { checkCustomDomain, isApexDomain } from './domainName';

describe('checkCustomDomain', () => {
  it('normalises case, a pasted URL, a trailing dot and an internationalised name', () => {
    expect(checkCustomDomain(' WWW.Example.COM ')).toEqual({ ok: true, domain: 'www.example.com' });
    expect(checkCustomDomain('https://shop.example.com/offer?x=1')).toEqual({ ok: true, domain: 'shop.example.com' });
    expect(checkCustomDomain('example.com.')).toEqual({ ok: true, domain: 'example.com' });
    expect(checkCustomDomain('münchen.de')).toEqual({ ok: true, domain: 'xn--mnchen-3ya.de' });
  });

  it.each([
    ['', 'empty'], ['a b.com', 'invalid_characters'], ['a_b.com', 'invalid_characters'], ['a.com:80', 'invalid_characters'], ['*.a.com', 'invalid_characters'],
    ['-a.com', 'hyphen_edge'], ['com', 'single_label'], ['10.0.0.1', 'ip_address'], ['[2001:db8::1]', 'ip_address'], ['2001:db8::1', 'ip_address'],
    ['localhost', 'localhost'], ['x.localhost', 'localhost'], ['nas.local', 'not_public'], ['a.internal', 'not_public'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(checkCustomDomain(input)).toEqual({ ok: false, problem });
  });

  it("refuses the product's own hosts and zone", () => {
    const own = { appHostnames: ['app.example.org'], landingsDomain: 'pages.example.net' };
    expect(checkCustomDomain('app.example.org', own)).toEqual({ ok: false, problem: 'our_domain' });
    expect(checkCustomDomain('x.pages.example.net', own)).toEqual({ ok: false, problem: 'our_domain' });
    expect(checkCustomDomain('www.example.org', own)).toEqual({ ok: true, domain: 'www.example.org' });
  });
});

describe('isApexDomain', () => {
  it('knows apexes, including under common two-label suffixes', () => {
    expect(['shop.com', 'shop.co.uk', 'tienda.com.es'].map(isApexDomain)).toEqual([true, true, true]);
    expect(['www.shop.com', 'www.shop.co.uk'].map(isApexDomain)).toEqual([false, false]);
  });
});
