import { describe, expect, it } from 'vitest';
import { parseWebUrl, webUrl } from './common';

describe('parseWebUrl: only web addresses are stored', () => {
  it('accepts http and https, and addresses typed without a scheme (https assumed)', () => {
    expect(parseWebUrl('https://acme.es/contacto')).toBe('https://acme.es/contacto');
    expect(parseWebUrl('http://acme.es')).toBe('http://acme.es');
    expect(parseWebUrl('  acme.es ')).toBe('https://acme.es');
    expect(parseWebUrl('www.acme.es:8080/tienda')).toBe('https://www.acme.es:8080/tienda');
    expect(parseWebUrl('HTTPS://Acme.ES/')).toBe('https://acme.es');
  });

  it('refuses every other scheme and what is not an address', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd', 'ftp://acme.es', 'mailto:ana@acme.es', 'vbscript:x', 'localhost:3000', 'acme', '', 'https://user:pw@acme.es', `https://acme.es/${'a'.repeat(2100)}`]) {
      expect([bad, parseWebUrl(bad)]).toEqual([bad, null]);
    }
  });

  it('as a schema: normalises, or fails with one message', () => {
    expect(webUrl.parse('acme.es')).toBe('https://acme.es');
    const result = webUrl.safeParse('javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Must be a web address (http or https)');
  });
});
