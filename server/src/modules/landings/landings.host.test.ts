import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { etagMatches, parseLandingHost, pickEncoding } from './landings.host';
import { landingUrl } from './landings.presenter';

const D = 'landings.localhost';

describe('parseLandingHost', () => {
  it('finds the landing of {label}.{domain}, ignoring the port, case and a trailing dot', () => {
    for (const host of ['tienda.landings.localhost', 'tienda.landings.localhost:3000', 'TIENDA.Landings.LocalHost', 'tienda.landings.localhost.', 'tienda.landings.localhost.:8080', ' tienda.landings.localhost ']) {
      expect([host, parseLandingHost(host, D, 'localhost')]).toEqual([host, { kind: 'landing', subdomain: 'tienda' }]);
    }
    expect(parseLandingHost('clinica-sol.example.com', 'example.com', 'app.example.org')).toEqual({ kind: 'landing', subdomain: 'clinica-sol' });
  });

  it('keeps the zone to itself when no landing can be named: bare domain, nested labels, labels no subdomain can be', () => {
    for (const host of ['landings.localhost', 'landings.localhost:3000', 'a.b.landings.localhost', 'x.tienda.landings.localhost', 'www.landings.localhost', 'api.landings.localhost', '-x.landings.localhost', 'mi_tienda.landings.localhost', '2024.landings.localhost', 'xn--tienda.landings.localhost', `${'x'.repeat(64)}.landings.localhost`, '.landings.localhost']) {
      expect([host, parseLandingHost(host, D, 'localhost')]).toEqual([host, { kind: 'zone' }]);
    }
  });

  it("leaves every other host to the app, the app's own host included even inside the zone", () => {
    for (const host of [undefined, '', 'localhost', 'localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'evil-landings.localhost', 'tienda.landings.localhost.evil.com', 'tiendalandings.localhost']) {
      expect([host, parseLandingHost(host, D, 'localhost')]).toEqual([host, null]);
    }
    expect(parseLandingHost('app.example.com', 'example.com', 'app.example.com')).toBeNull();
    expect(parseLandingHost('shop.example.com', 'example.com', 'app.example.com')).toEqual({ kind: 'landing', subdomain: 'shop' });
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['deflate', null],
    ['x-gzip', 'gzip'],
  ])('%j → %j', (header, expected) => expect(pickEncoding(header)).toBe(expected));
});

describe('etagMatches', () => {
  it('compares weakly, in lists, and takes * as any', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('LANDINGS_DOMAIN', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

  it('defaults to a localhost subdomain base, and is kept lower-case without a trailing dot', () => {
    expect(load({}).LANDINGS_DOMAIN).toBe('landings.localhost');
    expect(load({ LANDINGS_DOMAIN: ' Pages.Example.COM. ' }).LANDINGS_DOMAIN).toBe('pages.example.com');
  });

  it.each(['https://pages.example.com', 'pages.example.com:8080', '*.example.com', 'pages..example.com', '-pages.example.com', 'pages_example.com', ''])('refuses %j at start-up', (value) => {
    expect(() => load({ LANDINGS_DOMAIN: value })).toThrow(ConfigError);
    expect(() => load({ LANDINGS_DOMAIN: value })).toThrow(/LANDINGS_DOMAIN must be a host name/);
  });

  it("makes a landing's URL with PUBLIC_URL's scheme and port", () => {
    expect(landingUrl(load({ PORT: '3000' }), 'tienda')).toBe('http://tienda.landings.localhost:3000/');
    expect(landingUrl(load({ PUBLIC_URL: 'https://app.example.com', LANDINGS_DOMAIN: 'pages.example.com' }), 'tienda')).toBe('https://tienda.pages.example.com/');
    expect(landingUrl(load({ PUBLIC_URL: 'http://localhost:8080/' }), 'tienda')).toBe('http://tienda.landings.localhost:8080/');
  });
});
