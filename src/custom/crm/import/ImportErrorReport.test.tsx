import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTextFile } from '../utils/saveTextFile';
import * as stories from './ImportErrorReport.stories';

vi.mock('../utils/saveTextFile', () => ({ saveTextFile: vi.fn() }));

const { Default, English } = composeStories(stories);

describe('ImportErrorReport', () => {
  beforeEach(() => vi.mocked(saveTextFile).mockClear());

  it('says why each row failed in Spanish, with the field labels', async () => {
    render(<Default />);
    const report = await screen.findByRole('region', { name: 'Problemas en 5 filas' });
    const rows = () => within(report).getAllByRole('row').slice(1).map((r) => r.textContent);
    // Custom property labels arrive with the properties.
    await waitFor(() => expect(rows()).toEqual([
      '3Correo electrónico«ana@» no es un correo electrónico válido.',
      '4Presupuesto«mucho» no es un número.',
      '5Plan«Gold» no es ninguna de las opciones: Basic, Pro.',
      '6La fila no tiene nombre, correo ni teléfono.',
      // A code this app has no text for keeps the server's message.
      '7CiudadSomething the app does not know yet',
    ]));
  });

  it('downloads the same report under a translated file name', async () => {
    render(<Default />);
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar el informe de errores' }));
    const [text, fileName] = vi.mocked(saveTextFile).mock.calls[0];
    expect(fileName).toBe('clientes-errores.csv');
    expect(text.split('\r\n').slice(0, 2)).toEqual(['"Fila";"Campo";"Motivo"', '"3";"Correo electrónico";"«ana@» no es un correo electrónico válido."']);
  });

  it('speaks English', async () => {
    render(<English />);
    const report = await screen.findByRole('region', { name: 'Problems in 5 rows' });
    expect(await within(report).findByRole('row', { name: /^4 Presupuesto "mucho" is not a number\.$/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /download/i }));
    expect(vi.mocked(saveTextFile).mock.calls[0][1]).toBe('clientes-errors.csv');
  });
});
