import type { Editor } from 'grapesjs';
import type { CustomProperty } from '../../../../../contract/customProperties';
import { CONTACT_MERGE_FIELDS, escapeHtml, extractMergeVariables, PROPERTY_VARIABLE_PREFIX } from '../../../../../contract/email/mergeVariables';

/** One variable the panel offers: its name in templates and how the user reads it. */
export type MergeVariableOption = { name: string; label: string; group: 'contact' | 'property' };

/** The contact's fields, then the company's custom properties as `property.<key>`. */
export function mergeVariableOptions(fieldLabel: (field: string) => string, properties: readonly CustomProperty[]): MergeVariableOption[] {
  return [
    ...CONTACT_MERGE_FIELDS.map((name) => ({ name, label: fieldLabel(name), group: 'contact' as const })),
    ...[...properties].sort((a, b) => a.position - b.position).map((p) => ({ name: `${PROPERTY_VARIABLE_PREFIX}${p.propertyName}`, label: p.label || p.propertyName, group: 'property' as const })),
  ];
}

/**
 * `{{name}}`, or `{{name|fallback}}` with the fallback the author typed: braces and bars cannot be
 * in it (they would end the variable early), and it keeps the parser's 200-character limit.
 */
export function mergeToken(name: string, fallback = ''): string {
  const clean = fallback.replace(/[{}|]/g, '').trim().slice(0, 200);
  const token = clean ? `{{${name}|${clean}}}` : `{{${name}}}`;
  // Whatever is built must read back as that one variable.
  if (extractMergeVariables(token)[0] !== name) throw new Error(`Not a merge variable name: ${name}`);
  return token;
}

/** Inserts text where the cursor is in the text being edited in GrapesJS; false when no text is being edited. */
export function insertIntoEditedText(editor: Editor, text: string): boolean {
  const rte = editor.RichTextEditor.globalRte;
  if (!editor.getEditing() || !rte) return false;
  rte.insertHTML(escapeHtml(text));
  return true;
}

/** The value with `text` put in place of the selection [start, end) (an input's caret). */
export function spliceAt(value: string, text: string, start: number | null, end: number | null): { value: string; caret: number } {
  const from = start ?? value.length;
  const to = end ?? from;
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}
