import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from './contentDisposition';

describe('contentDisposition', () => {
  it('shows raster images inline and gives everything else, SVG included, as an attachment', () => {
    expect(contentDisposition('image/jpeg', 'foto.jpg')).toBe(`inline; filename="foto.jpg"; filename*=UTF-8''foto.jpg`);
    expect(contentDisposition('image/svg+xml', 'logo.svg')).toMatch(/^attachment;/);
    expect(contentDisposition('text/csv; charset=utf-8', 'a.csv')).toMatch(/^attachment;/);
    expect(contentDisposition('application/pdf', 'a.pdf')).toMatch(/^attachment;/);
  });

  it('keeps the exact name in filename* and an ASCII one that cannot break the header', () => {
    expect(contentDisposition('application/pdf', 'Factura "año"; 100%.pdf')).toBe(
      `attachment; filename="Factura ano_ 100_.pdf"; filename*=UTF-8''Factura%20a%C3%B1o%3B%20100%25.pdf`,
    );
    expect(contentDisposition('text/csv', "it's (final)*.csv")).toBe(`attachment; filename="it's (final)*.csv"; filename*=UTF-8''it%27s%20%28final%29%2A.csv`);
    expect(contentDisposition('text/plain', '日本.txt')).toBe(`attachment; filename="__.txt"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.txt`);
  });

  it('never carries a path, a control character or a header break from the name', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\ana\\foto.png')).toBe('foto.png');
    expect(cleanFileName('a\r\nSet-Cookie: x.png')).toBe('aSet-Cookie: x.png');
    expect(cleanFileName('...')).toBeUndefined();
    expect(cleanFileName('')).toBeUndefined();
    expect(contentDisposition('application/pdf', '')).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
    expect(contentDisposition('application/pdf', 'x\r\ny.pdf')).not.toMatch(/[\r\n]/);
  });
});
