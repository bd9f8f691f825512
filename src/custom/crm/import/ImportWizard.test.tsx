import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrmStoryWrapper } from '../stories/CrmStoryWrapper';
import { createFakeCrmApi } from '../stories/createFakeCrmApi';
import { sampleCrmData } from '../stories/crmFixtures';
import ImportWizard from './ImportWizard';
import * as stories from './ImportWizard.stories';

const { English, AsAgent } = composeStories(stories);
const csv = (name: string, text = 'Nombre;Correo electrónico\nJosé;jose@example.com\n') => new File([text], name, { type: 'text/csv' });

function renderWizard() {
  const server = createFakeCrmApi(sampleCrmData());
  render(<CrmStoryWrapper server={server} path="crm/import"><ImportWizard /></CrmStoryWrapper>);
  return server;
}

describe('ImportWizard', () => {
  it('refuses a spreadsheet that is not CSV before sending anything', async () => {
    const server = renderWizard();
    await userEvent.upload(await screen.findByLabelText('Elegir archivo'), csv('contactos.xlsx'), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('No es un archivo CSV');
    expect(server.calls.some((c) => c.key.includes('importContactsFromCSV'))).toBe(false);
  });

  it('previews, guesses the mapping (custom property included), imports and reports failed rows', async () => {
    const server = renderWizard();
    await userEvent.upload(await screen.findByLabelText('Elegir archivo'), csv('contactos.csv'));
    expect(await screen.findByText(/contactos\.csv: 3 filas, windows-1252, separador ;/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Destino de Nombre' })).toHaveTextContent('Nombre');
    expect(screen.getByRole('combobox', { name: 'Destino de Correo electrónico' })).toHaveTextContent('Correo electrónico');
    // The server had no guess for "Plan"; the app matched the custom property.
    expect(screen.getByRole('combobox', { name: 'Destino de Plan' })).toHaveTextContent('Plan (Propiedad)');

    await userEvent.click(screen.getByRole('combobox', { name: 'Destino de Teléfono' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No importar' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Dejarlos como están' }));
    await userEvent.click(screen.getByRole('button', { name: 'Importar 3 filas' }));

    const sent = server.calls.find((c) => c.key === 'POST /importContactsFromCSV')!.args.body as FormData;
    expect(JSON.parse(String(sent.get('mapping')))).toEqual(['name', 'email', null, 'custom:plan']);
    expect(sent.get('duplicates')).toBe('skip');
    expect((sent.get('file') as File).name).toBe('contactos.csv');

    expect(await screen.findByRole('progressbar', { name: 'Progreso de la importación' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('import-failed')).toHaveTextContent('1'), { timeout: 8000 });
    const report = screen.getByRole('region', { name: 'Problemas en 1 fila' });
    // The fake server sends no code: the field is labelled and the reason is its message.
    expect(within(report).getByRole('row', { name: /4 Correo electrónico Invalid email address/ })).toBeInTheDocument();
  });

  it('speaks English', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { name: 'Import contacts' })).toBeInTheDocument();
  });

  it('tells an agent the role cannot import', async () => {
    render(<AsAgent />);
    expect(await screen.findByText(/Tu rol no permite importar contactos/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Elegir archivo')).not.toBeInTheDocument();
  });
});
