import { describe, expect, it } from 'vitest';
import { fillVariables, templateSource, variablesOf } from './chatTemplates';

describe('template text', () => {
  it('lists each variable once, in order, and fills them by position', () => {
    const text = templateSource({ header: 'Cita', message: 'Hola {{1}}, te esperamos el {{2}}. Gracias, {{1}}.' });
    expect(variablesOf(text)).toEqual(['1', '2']);
    expect(fillVariables(text, ['Ana', 'lunes'])).toBe('*Cita*\nHola Ana, te esperamos el lunes. Gracias, Ana.');
  });

  it('keeps the placeholder of a variable not yet filled', () => {
    expect(fillVariables('Hola {{nombre}} {{ apellido }}', ['Ana', ' '])).toBe('Hola Ana {{ apellido }}');
  });
});
