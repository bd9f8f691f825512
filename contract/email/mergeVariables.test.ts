import { describe, expect, it } from 'vitest';
import { contactMergeValues, extractMergeVariables, renderMergeVariables } from './mergeVariables';

describe('merge variables', () => {
  it('lists the variables a text uses once each, custom properties with their prefix', () => {
    expect(extractMergeVariables('Hola {{name|amigo}}, {{ property.budget }} — {{name}} {{ bad name }}')).toEqual(['name', 'property.budget']);
  });

  it('fills values, falls back when a value is missing or blank, and escapes HTML', () => {
    const values = contactMergeValues({ name: '<b>Ana</b>', surname: ' ', customProperties: { tier: 'gold', sizes: ['S', 'M'], extra: { a: 1 } } });
    expect(renderMergeVariables('Hi {{name}} {{surname|friend}} {{property.tier}} {{property.sizes}} {{property.extra|-}} {{city|}}!', values, { html: true }))
      .toBe('Hi &lt;b&gt;Ana&lt;/b&gt; friend gold S, M - !');
    expect(renderMergeVariables('{{fullName}} <{{email|none}}>', values, { html: false })).toBe('<b>Ana</b> <none>');
  });
});
