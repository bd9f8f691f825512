import { CUSTOM_PROPERTY_FIELD_PREFIX, FORM_FIELD_NAMES } from '../../../../../contract/landings';
import type { CustomProperty, PropertyType } from '../../../../../contract/customProperties';
import { escapeAttr, escapeText } from './escapeHtml';

/**
 * The lead form's fields: what a form may ask (the contact fields the forms slice maps, then the
 * company's custom properties as `property.{propertyName}`), written in the templates' markup
 * (`.lp-field` with its label and control) and read back from it, so the page's HTML stays the
 * only record of which fields a form has.
 */

export type ContactFieldName = (typeof FORM_FIELD_NAMES)[number];
type Control = 'text' | 'email' | 'tel' | 'textarea' | 'date' | 'number' | 'url' | 'checkbox' | 'select' | 'select-multiple';

/** A field the form may include. */
export type FormFieldOption = { name: string; defaultLabel: string; control: Control; options?: string[] };
/** A field the form includes, with its label and whether it must be filled. */
export type FormFieldChoice = { name: string; label: string; required: boolean };

const CONTACT_CONTROLS: Record<ContactFieldName, Control> = {
  name: 'text', email: 'email', phone: 'tel', company: 'text', message: 'textarea', date: 'date', guests: 'number',
};
const PROPERTY_CONTROLS: Record<PropertyType, Control> = {
  text: 'text', number: 'number', date: 'date', single_choice: 'select', multiple_choice: 'select-multiple',
  boolean: 'checkbox', email: 'email', phone: 'tel', url: 'url',
};
const AUTOCOMPLETE: Partial<Record<string, string>> = { name: 'name', email: 'email', phone: 'tel', company: 'organization' };

export function formFieldOptions(
  contactLabels: Record<ContactFieldName, string>,
  properties: readonly Pick<CustomProperty, 'propertyName' | 'label' | 'type' | 'options'>[],
): FormFieldOption[] {
  return [
    ...FORM_FIELD_NAMES.map((name) => ({ name, defaultLabel: contactLabels[name], control: CONTACT_CONTROLS[name] })),
    ...properties.map((p) => ({
      name: `${CUSTOM_PROPERTY_FIELD_PREFIX}${p.propertyName}`,
      defaultLabel: p.label || p.propertyName,
      control: PROPERTY_CONTROLS[p.type],
      ...(p.options.length ? { options: p.options } : {}),
    })),
  ];
}

/** An element id from the form's id and the field's name (custom property names may hold any character). */
export function fieldId(formId: string, name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'field';
  return `${formId}-${slug}`;
}

/** One field in the templates' markup (landings.render.ts's form section). */
export function fieldHtml(formId: string, option: FormFieldOption, choice: FormFieldChoice): string {
  const id = fieldId(formId, choice.name);
  const required = choice.required ? ' required' : '';
  const autocomplete = AUTOCOMPLETE[choice.name] ? ` autocomplete="${AUTOCOMPLETE[choice.name]}"` : '';
  const common = `id="${escapeAttr(id)}" name="${escapeAttr(choice.name)}"${required}${autocomplete}`;
  const label = `<label for="${escapeAttr(id)}">${escapeText(choice.label)}${choice.required ? ' <span aria-hidden="true">*</span>' : ''}</label>`;
  const options = (option.options ?? []).map((o) => `<option value="${escapeAttr(o)}">${escapeText(o)}</option>`).join('');
  switch (option.control) {
    case 'checkbox':
      return `<div class="lp-field lp-check"><input ${common} type="checkbox" value="true">${label}</div>`;
    case 'textarea':
      return `<div class="lp-field">${label}<textarea ${common} rows="4"></textarea></div>`;
    case 'select':
      return `<div class="lp-field">${label}<select ${common}><option value=""></option>${options}</select></div>`;
    case 'select-multiple':
      return `<div class="lp-field">${label}<select ${common} multiple>${options}</select></div>`;
    default:
      return `<div class="lp-field">${label}<input ${common} type="${option.control}"${choice.name === 'guests' ? ' min="1"' : ''}></div>`;
  }
}

/** The fields of a form, in order, read from its HTML (GrapesJS's export or the template's). */
export function parseFormFields(formHtml: string): FormFieldChoice[] {
  const doc = new DOMParser().parseFromString(formHtml, 'text/html');
  return [...doc.querySelectorAll('.lp-field')].flatMap((field) => {
    const control = field.querySelector<HTMLInputElement>('input, textarea, select');
    const name = control?.getAttribute('name');
    if (!control || !name) return [];
    const label = field.querySelector('label')?.cloneNode(true) as HTMLLabelElement | undefined;
    label?.querySelectorAll('[aria-hidden="true"]').forEach((mark) => mark.remove());
    return [{ name, label: (label?.textContent ?? '').trim(), required: control.hasAttribute('required') }];
  });
}

/** The fields' markup, each with its own option (a field whose option is gone keeps a text input). */
export function fieldsHtml(formId: string, options: readonly FormFieldOption[], choices: readonly FormFieldChoice[]): string {
  return choices.map((choice) => {
    const option = options.find((o) => o.name === choice.name) ?? { name: choice.name, defaultLabel: choice.label, control: 'text' as const };
    return fieldHtml(formId, option, choice);
  }).join('');
}
