import { describe, expect, it } from 'vitest';
import { renameIdPrefix, sectionKindOf, uniqueSectionId } from './sectionIds';

describe('section ids', () => {
  it("takes the kind's first free name, numbered as the templates number repeats", () => {
    expect(uniqueSectionId('faq', new Set())).toBe('faq');
    expect(uniqueSectionId('faq', new Set(['faq', 'faq-2']))).toBe('faq-3');
  });

  it('renames the id and every id derived from it, leaving lookalikes alone', () => {
    expect(renameIdPrefix('form-block', 'form-block', 'form-2')).toBe('form-2');
    expect(renameIdPrefix('form-block-email', 'form-block', 'form-2')).toBe('form-2-email');
    expect(renameIdPrefix('form-blocker', 'form-block', 'form-2')).toBe('form-blocker');
    expect(renameIdPrefix('form-block-title other', 'form-block', 'form')).toBe('form-title other');
  });

  it('reads the kind from the lp-s-* class', () => {
    expect(sectionKindOf(['lp-section', 'lp-s-pricing'])).toBe('pricing');
    expect(sectionKindOf(['lp-card'])).toBeNull();
  });
});
