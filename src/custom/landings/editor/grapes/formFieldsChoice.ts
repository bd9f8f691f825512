import type { FormFieldChoice, FormFieldOption } from '../blocks/formFields';

/** One row of the form's field picker as the user left it. */
export type FieldRow = { name: string; included: boolean; label: string; required: boolean };

/**
 * The fields a form gets from the picker's rows: the included ones, those it had first in their
 * order, the newly included after them; an empty label falls back to the field's own name.
 */
export function choicesFromRows(rows: readonly FieldRow[], current: readonly FormFieldChoice[], options: readonly FormFieldOption[]): FormFieldChoice[] {
  const order = (name: string) => {
    const at = current.findIndex((c) => c.name === name);
    return at === -1 ? current.length + options.findIndex((o) => o.name === name) : at;
  };
  return rows
    .filter((r) => r.included)
    .sort((a, b) => order(a.name) - order(b.name))
    .map((r) => ({ name: r.name, label: r.label.trim() || (options.find((o) => o.name === r.name)?.defaultLabel ?? r.name), required: r.required }));
}

/** The picker's rows for a form's current fields: every option, ticked when the form has it. */
export function rowsFromChoices(current: readonly FormFieldChoice[], options: readonly FormFieldOption[]): FieldRow[] {
  return options.map((o) => {
    const chosen = current.find((c) => c.name === o.name);
    return { name: o.name, included: Boolean(chosen), label: chosen?.label ?? o.defaultLabel, required: chosen?.required ?? false };
  });
}
