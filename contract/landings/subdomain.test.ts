import { describe, expect, it } from 'vitest';
import { checkSubdomain } from './subdomain';

describe('checkSubdomain', () => {
  it('accepts DNS labels and stores them lower-case and trimmed', () => {
    expect(checkSubdomain('  Clinica-Sol ')).toEqual({ ok: true, subdomain: 'clinica-sol' });
    expect(checkSubdomain('a')).toEqual({ ok: true, subdomain: 'a' });
    expect(checkSubdomain('3d-print')).toEqual({ ok: true, subdomain: '3d-print' });
    expect(checkSubdomain('web2')).toEqual({ ok: true, subdomain: 'web2' });
    expect(checkSubdomain('x'.repeat(63))).toEqual({ ok: true, subdomain: 'x'.repeat(63) });
    expect(checkSubdomain('a-b-c')).toEqual({ ok: true, subdomain: 'a-b-c' });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(64), 'too_long'],
    ['mi_tienda', 'invalid_characters'],
    ['tienda.sol', 'invalid_characters'],
    ['café', 'invalid_characters'],
    ['mi tienda', 'invalid_characters'],
    ['-tienda', 'hyphen_edge'],
    ['tienda-', 'hyphen_edge'],
    ['xn--caf-dma', 'reserved_hyphens'],
    ['ab--cd', 'reserved_hyphens'],
    ['12345', 'all_digits'],
    ['www', 'reserved'],
    ['WWW', 'reserved'],
    ['www2', 'reserved'],
    ['api', 'reserved'],
    ['app', 'reserved'],
    ['admin', 'reserved'],
    ['mail', 'reserved'],
    ['ns1', 'reserved'],
    ['postmaster', 'reserved'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(checkSubdomain(input)).toEqual({ ok: false, problem });
  });

  it('allows inner double hyphens elsewhere, and reserved words as part of a longer name', () => {
    expect(checkSubdomain('tienda--sol')).toMatchObject({ ok: true });
    expect(checkSubdomain('www-tienda')).toMatchObject({ ok: true });
    expect(checkSubdomain('mi-app')).toMatchObject({ ok: true });
  });
});
