import { describe, expect, it } from 'vitest';
import { CUSTOM_PROPERTY_FIELD_PREFIX, FORM_FIELD_NAMES } from '../../../../../contract/landings';
import { fieldHtml, fieldsHtml, formFieldOptions, parseFormFields } from './formFields';

const LABELS = { name: 'Nombre', email: 'Correo', phone: 'Teléfono', company: 'Empresa', message: 'Mensaje', date: 'Fecha', guests: 'Personas' };
const OPTIONS = formFieldOptions(LABELS, [
  { propertyName: 'Tipo de piel', label: '', type: 'single_choice', options: ['Seca', 'Grasa'] },
  { propertyName: 'newsletter', label: 'Quiero novedades', type: 'boolean', options: [] },
]);
const option = (name: string) => OPTIONS.find((o) => o.name === name)!;

describe('form fields', () => {
  it('offers the contact fields the forms slice maps, then each custom property as property.{name}', () => {
    expect(CUSTOM_PROPERTY_FIELD_PREFIX).toBe('property.');
    expect(OPTIONS.map((o) => o.name)).toEqual([...FORM_FIELD_NAMES, 'property.Tipo de piel', 'property.newsletter']);
    expect(option('property.Tipo de piel')).toMatchObject({ defaultLabel: 'Tipo de piel', control: 'select', options: ['Seca', 'Grasa'] });
    expect(option('message').control).toBe('textarea');
  });

  it("writes a field in the templates' markup: label for its control, required marked, autocomplete where it helps", () => {
    expect(fieldHtml('form', option('email'), { name: 'email', label: 'Tu correo', required: true })).toBe(
      '<div class="lp-field"><label for="form-email">Tu correo <span aria-hidden="true">*</span></label><input id="form-email" name="email" required autocomplete="email" type="email"></div>',
    );
    expect(fieldHtml('form-2', option('property.Tipo de piel'), { name: 'property.Tipo de piel', label: 'Piel', required: false }))
      .toBe('<div class="lp-field"><label for="form-2-property-tipo-de-piel">Piel</label><select id="form-2-property-tipo-de-piel" name="property.Tipo de piel"><option value=""></option><option value="Seca">Seca</option><option value="Grasa">Grasa</option></select></div>');
    expect(fieldHtml('form', option('property.newsletter'), { name: 'property.newsletter', label: 'Novedades', required: false })).toContain('type="checkbox" value="true"');
  });

  it('escapes what the user typed', () => {
    const html = fieldHtml('form', option('name'), { name: 'name', label: '<img src=x onerror=alert(1)>', required: false });
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('reads back the fields it wrote, in order, whatever GrapesJS did to the attribute order', () => {
    const choices = [
      { name: 'name', label: 'Nombre', required: true },
      { name: 'property.newsletter', label: 'Quiero "novedades"', required: false },
      { name: 'message', label: 'Mensaje', required: false },
    ];
    const form = `<form class="lp-form">${fieldsHtml('form', OPTIONS, choices)}<div class="lp-check"><input name="consent" type="checkbox" required><label>Acepto</label></div></form>`;
    expect(parseFormFields(form)).toEqual(choices);
  });
});
