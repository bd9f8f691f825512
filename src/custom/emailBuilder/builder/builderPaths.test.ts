import { describe, expect, it } from 'vitest';
import { builderStart, galleryTemplatePath, savedTemplatePath, templatesPath } from './builderPaths';

describe('the builder paths', () => {
  it('name a gallery start, a saved template and the send dialog', () => {
    expect(galleryTemplatePath('es', 'g 1', 'en')).toBe('/es/templates/stripo-builder?from=g+1&lang=en');
    expect(savedTemplatePath('en', 't1')).toBe('/en/templates/stripo-builder/t1');
    expect(templatesPath('es', 't1')).toBe('/es/templates?send=t1');
  });

  it('reads what to open from the route', () => {
    expect(builderStart('t1', new URLSearchParams('from=g1'), 'es')).toEqual({ kind: 'saved', templateId: 't1' });
    expect(builderStart(undefined, new URLSearchParams('from=g1&lang=en'), 'es')).toEqual({ kind: 'gallery', galleryTemplateId: 'g1', language: 'en' });
    expect(builderStart(undefined, new URLSearchParams('from=g1&lang=fr'), 'en')).toEqual({ kind: 'gallery', galleryTemplateId: 'g1', language: 'en' });
    expect(builderStart(undefined, new URLSearchParams(''), 'es')).toEqual({ kind: 'blank', language: 'es' });
  });
});
