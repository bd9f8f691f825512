import type { Component, Editor } from 'grapesjs';
import { fieldsHtml, parseFormFields, type FormFieldOption } from '../blocks/formFields';
import type { BuilderLabels } from './builderLabels';
import { choicesFromRows, rowsFromChoices, type FieldRow } from './formFieldsChoice';

/**
 * The lead form (`form.lp-form`): its fields are chosen in a picker of the company's contact
 * fields and custom properties, with their labels and whether they are required; the consent
 * checkbox, the button and the success message stay as they are (the consent cannot be removed).
 */

const isField = (c: Component) => c.getClasses().includes('lp-field');
const isConsent = (c: Component) => c.getClasses().includes('lp-check') && !isField(c);

export function currentFields(form: Component) {
  return parseFormFields(form.toHTML());
}

/** Replaces the form's fields, keeping everything after them. */
export function applyFields(form: Component, options: readonly FormFieldOption[], rows: readonly FieldRow[]): void {
  const formId = String(form.getAttributes()['data-landing-form'] || 'form');
  const choices = choicesFromRows(rows, currentFields(form), options);
  form.components().filter(isField).forEach((c) => c.remove());
  form.components().add(fieldsHtml(formId, options, choices), { at: 0 });
}

let pickerCount = 0;

function buildPicker(form: Component, options: readonly FormFieldOption[], labels: BuilderLabels['formFields']): HTMLElement {
  const fieldset = document.createElement('fieldset');
  fieldset.className = 'lp-fields-picker';
  const legend = document.createElement('legend');
  legend.textContent = labels.legend;
  fieldset.append(legend);
  pickerCount += 1;
  const rows = rowsFromChoices(currentFields(form), options);
  rows.forEach((row, i) => {
    const id = `lp-fields-${pickerCount}-${i}`;
    const line = document.createElement('div');
    line.className = 'lp-fields-row';
    line.dataset.name = row.name;
    line.innerHTML = `<input type="checkbox" id="${id}-in" data-role="included"><label for="${id}-in"></label>`
      + `<input type="text" id="${id}-label" data-role="label" maxlength="60">`
      + `<input type="checkbox" id="${id}-req" data-role="required"><label for="${id}-req"></label>`;
    const [includedLabel, requiredLabel] = line.querySelectorAll('label');
    includedLabel!.textContent = labels.include(options[i]!.defaultLabel);
    requiredLabel!.textContent = labels.required;
    line.querySelector<HTMLInputElement>('[data-role="label"]')!.setAttribute('aria-label', labels.text(options[i]!.defaultLabel));
    fieldset.append(line);
  });
  syncPicker(fieldset, form, options);
  fieldset.addEventListener('change', () => applyFields(form, options, readPicker(fieldset)));
  return fieldset;
}

function readPicker(fieldset: HTMLElement): FieldRow[] {
  return [...fieldset.querySelectorAll<HTMLElement>('.lp-fields-row')].map((line) => ({
    name: line.dataset.name ?? '',
    included: line.querySelector<HTMLInputElement>('[data-role="included"]')!.checked,
    label: line.querySelector<HTMLInputElement>('[data-role="label"]')!.value,
    required: line.querySelector<HTMLInputElement>('[data-role="required"]')!.checked,
  }));
}

function syncPicker(fieldset: HTMLElement, form: Component, options: readonly FormFieldOption[]): void {
  const rows = rowsFromChoices(currentFields(form), options);
  fieldset.querySelectorAll<HTMLElement>('.lp-fields-row').forEach((line, i) => {
    const row = rows[i]!;
    line.querySelector<HTMLInputElement>('[data-role="included"]')!.checked = row.included;
    line.querySelector<HTMLInputElement>('[data-role="label"]')!.value = row.label;
    line.querySelector<HTMLInputElement>('[data-role="required"]')!.checked = row.required;
  });
}

export function registerFormType(editor: Editor, options: readonly FormFieldOption[], labels: BuilderLabels): void {
  editor.Traits.addType('lp-form-fields', {
    noLabel: true,
    createInput({ component }) {
      return buildPicker(component, options, labels.formFields);
    },
    onUpdate({ elInput, component }) {
      syncPicker(elInput, component, options);
    },
    // The picker applies its own changes; the default would copy its value into an attribute.
    onEvent() {},
  });
  editor.Components.addType('lp-form', {
    extend: 'form',
    isComponent: (el: HTMLElement) => el.tagName === 'FORM' && Boolean(el.classList?.contains('lp-form')),
    model: {
      defaults: { traits: [{ type: 'lp-form-fields', name: 'lp-form-fields' }] },
      init(this: Component) {
        this.components().filter(isConsent).forEach((c) => c.set({ removable: false, draggable: false, copyable: false }));
      },
    },
  });
}
