import type { Editor } from 'grapesjs';
import { describe, expect, it, vi } from 'vitest';
import type { CustomProperty } from '../../../../../contract/customProperties';
import { insertIntoEditedText, mergeToken, mergeVariableOptions, spliceAt } from './mergeToken';

const property = (propertyName: string, label: string, position: number) => ({ _id: propertyName, companyId: 'c1', propertyName, label, type: 'text', options: [], position, createdAt: '' }) as CustomProperty;

describe('merge variables in the builder', () => {
  it("offers the contact's fields, then the custom properties in order as property.<key>", () => {
    const options = mergeVariableOptions((f) => f.toUpperCase(), [property('plan', 'Plan', 2), property('vip', 'VIP', 1)]);
    expect(options.slice(0, 2)).toEqual([{ name: 'name', label: 'NAME', group: 'contact' }, { name: 'surname', label: 'SURNAME', group: 'contact' }]);
    expect(options.slice(-2)).toEqual([{ name: 'property.vip', label: 'VIP', group: 'property' }, { name: 'property.plan', label: 'Plan', group: 'property' }]);
  });

  it('builds the variable with an optional fallback that cannot break it', () => {
    expect(mergeToken('name')).toBe('{{name}}');
    expect(mergeToken('name', ' amigo ')).toBe('{{name|amigo}}');
    expect(mergeToken('property.plan', 'a}}b|c{')).toBe('{{property.plan|abc}}');
    expect(() => mergeToken('not a name')).toThrow();
  });

  it('inserts at the cursor of the text being edited, escaped, and says when no text is', () => {
    const insertHTML = vi.fn();
    const editing = { getEditing: () => ({}), RichTextEditor: { globalRte: { insertHTML } } } as unknown as Editor;
    expect(insertIntoEditedText(editing, '{{name|<b>}}')).toBe(true);
    expect(insertHTML).toHaveBeenCalledWith('{{name|&lt;b&gt;}}');
    const idle = { getEditing: () => undefined, RichTextEditor: { globalRte: { insertHTML } } } as unknown as Editor;
    expect(insertIntoEditedText(idle, '{{name}}')).toBe(false);
  });

  it("puts text in place of an input's selection", () => {
    expect(spliceAt('Hola !', '{{name}}', 5, 5)).toEqual({ value: 'Hola {{name}}!', caret: 13 });
    expect(spliceAt('Hola X', '{{name}}', 5, 6)).toEqual({ value: 'Hola {{name}}', caret: 13 });
    expect(spliceAt('Hola', '{{name}}', null, null)).toEqual({ value: 'Hola{{name}}', caret: 12 });
  });
});
