import { describe, expect, it } from 'vitest';
import { composeMessage, rewriteLinks } from './message.compose';

const base = 'https://crm.test/api/email';
const token = 'T'.repeat(32);

describe('rewriteLinks', () => {
  it('rewrites http(s) anchors only, one index per distinct target, decoding entities', () => {
    const { html, links } = rewriteLinks(
      `<a href="https://a.test/x?p=1&amp;q=2">1</a><a class="b" href='http://b.test'>2</a><a href="mailto:x@y.z">3</a><a href="tel:+34600">4</a><a href="#top">5</a><a href="https://a.test/x?p=1&amp;q=2">6</a><img src="https://img.test/i.png"><a href="javascript:alert(1)">7</a>`,
      base, token,
    );
    expect(links).toEqual(['https://a.test/x?p=1&q=2', 'http://b.test']);
    expect(html).toBe(`<a href="${base}/c/${token}.0">1</a><a class="b" href='${base}/c/${token}.1'>2</a><a href="mailto:x@y.z">3</a><a href="tel:+34600">4</a><a href="#top">5</a><a href="${base}/c/${token}.0">6</a><img src="https://img.test/i.png"><a href="javascript:alert(1)">7</a>`);
  });
});

describe('composeMessage', () => {
  const input = {
    subject: 'Hola {{name}}', values: { name: 'Ana & <Co>' }, companyName: 'Tienda <Sol>', token, base, test: false,
  };

  it('escapes values in HTML, not in the subject or text, and puts pixel and footer before </body>', () => {
    const m = composeMessage({ ...input, language: 'es', html: '<html><body><p>{{name}}</p></body></html>', preheader: 'Para {{name}}' });
    expect(m.subject).toBe('Hola Ana & <Co>');
    expect(m.html).toContain('<p>Ana &amp; &lt;Co&gt;</p>');
    expect(m.html).toMatch(/<body><div style="display:none[^"]*">Para Ana &amp; &lt;Co&gt;<\/div>/);
    expect(m.html).toMatch(new RegExp(`Recibes este correo de Tienda &lt;Sol&gt;\\. <a href="${base}/u/${token}"[^>]*>Darte de baja</a></p><img src="${base}/o/${token}.gif" width="1" height="1" alt=""[^>]*></body></html>$`));
    expect(m.text).toBe(`Ana & <Co>\n\n--\nRecibes este correo de Tienda <Sol>.\nDarte de baja: ${base}/u/${token}\n`);
    expect(m.listUnsubscribe).toBe(`${base}/u/${token}`);
  });

  it('speaks English for an English company, and a test send is marked and untracked', () => {
    const m = composeMessage({ ...input, language: 'en', html: '<p><a href="https://x.test">x</a></p>', test: true });
    expect(m.subject).toBe('[Test] Hola Ana & <Co>');
    expect(m.html).toContain('href="https://x.test"');
    expect(m.html).not.toContain('/o/');
    expect(m.html).toContain('You receive this email from Tienda &lt;Sol&gt;. <a');
    expect(m.html).toContain('>Unsubscribe</a>');
    expect(m.links).toEqual([]);
  });

  it('a text-only message has no HTML part and no pixel', () => {
    const m = composeMessage({ ...input, language: 'es', text: 'Hola {{name|amigo}}' });
    expect(m.html).toBeNull();
    expect(m.text.startsWith('Hola Ana & <Co>\n\n--\n')).toBe(true);
  });
});
