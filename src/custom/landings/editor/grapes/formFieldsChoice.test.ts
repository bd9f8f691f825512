import { describe, expect, it } from 'vitest';
import { formFieldOptions } from '../blocks/formFields';
import { choicesFromRows, rowsFromChoices } from './formFieldsChoice';

const OPTIONS = formFieldOptions(
  { name: 'Nombre', email: 'Correo', phone: 'Teléfono', company: 'Empresa', message: 'Mensaje', date: 'Fecha', guests: 'Personas' },
  [{ propertyName: 'presupuesto', label: 'Presupuesto', type: 'number', options: [] }],
);

describe("the form's field picker", () => {
  it('shows every option, ticked with its label and requirement when the form has it', () => {
    const rows = rowsFromChoices([{ name: 'email', label: 'Tu correo', required: true }], OPTIONS);
    expect(rows).toHaveLength(8);
    expect(rows.find((r) => r.name === 'email')).toEqual({ name: 'email', included: true, label: 'Tu correo', required: true });
    expect(rows.find((r) => r.name === 'property.presupuesto')).toEqual({ name: 'property.presupuesto', included: false, label: 'Presupuesto', required: false });
  });

  it("keeps the form's order, adds new fields after it, drops unticked ones and fills an empty label", () => {
    const current = [{ name: 'message', label: 'Mensaje', required: false }, { name: 'name', label: 'Nombre', required: true }];
    const rows = rowsFromChoices(current, OPTIONS).map((r) => (r.name === 'property.presupuesto' ? { ...r, included: true, label: ' ' } : r.name === 'name' ? { ...r, included: false } : r));
    expect(choicesFromRows(rows, current, OPTIONS)).toEqual([
      { name: 'message', label: 'Mensaje', required: false },
      { name: 'property.presupuesto', label: 'Presupuesto', required: false },
    ]);
  });
});
