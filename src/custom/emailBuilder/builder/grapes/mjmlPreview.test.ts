import { describe, expect, it } from 'vitest';
import { previewOf, withPreview } from './mjmlPreview';

describe("the design's preview text", () => {
  it('is read as plain text', () => {
    expect(previewOf('<mjml><mj-head><mj-preview>Tres ideas &amp; más</mj-preview></mj-head></mjml>')).toBe('Tres ideas & más');
    expect(previewOf('<mjml><mj-body></mj-body></mjml>')).toBe('');
  });

  it('is replaced, added to the head (or a new head), escaped, or removed when empty', () => {
    expect(withPreview('<mjml><mj-head><mj-preview>old</mj-preview></mj-head></mjml>', 'new <b>')).toBe('<mjml><mj-head><mj-preview>new &lt;b&gt;</mj-preview></mj-head></mjml>');
    expect(withPreview('<mjml><mj-head><mj-attributes></mj-attributes></mj-head></mjml>', 'Hola $&')).toBe('<mjml><mj-head><mj-preview>Hola $&amp;</mj-preview><mj-attributes></mj-attributes></mj-head></mjml>');
    expect(withPreview('<mjml lang="es"><mj-body></mj-body></mjml>', 'Hola')).toBe('<mjml lang="es"><mj-head><mj-preview>Hola</mj-preview></mj-head><mj-body></mj-body></mjml>');
    expect(withPreview('<mjml><mj-head><mj-preview>old</mj-preview></mj-head></mjml>', ' ')).toBe('<mjml><mj-head></mj-head></mjml>');
  });
});
