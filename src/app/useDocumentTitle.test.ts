import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './useDocumentTitle';

describe('formatDocumentTitle', () => {
  it('puts the page before the product, and the product alone without a page', () => {
    expect(formatDocumentTitle('Contactos', 'Marketing CRM')).toBe('Contactos · Marketing CRM');
    expect(formatDocumentTitle('  ', 'Marketing CRM')).toBe('Marketing CRM');
    expect(formatDocumentTitle(null, 'Marketing CRM')).toBe('Marketing CRM');
  });
});
