import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SuppressionsPage from '../../custom/email/area/SuppressionsPage';
import { emailServer } from '../../custom/email/emailFake';
import { CrmStoryWrapper } from '../../custom/crm/stories/CrmStoryWrapper';

function renderSuppressions() {
  const fake = emailServer();
  render(<CrmStoryWrapper server={fake.server} path="templates/suppressions" route="templates/suppressions/*" role="owner"><SuppressionsPage /></CrmStoryWrapper>);
  return fake;
}

describe('suppression list (declared resource)', () => {
  it('lists the addresses no send reaches and why, under the email area tabs', async () => {
    renderSuppressions();
    expect(await screen.findByRole('tab', { name: 'Supresiones', selected: true })).toHaveAttribute('href', '/es/templates/suppressions');
    expect((await screen.findByText('luis@cliente.example')).closest('tr')).toHaveTextContent('Se dio de baja');
    expect(screen.getByText('queja@cliente.example').closest('tr')).toHaveTextContent('Lo marcó como spam');
    // Nothing to open or add here: sends and the provider's webhooks fill the list.
    expect(screen.queryByRole('link', { name: 'luis@cliente.example' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Añadir/ })).not.toBeInTheDocument();
  });

  it('removes an unsubscribed address after confirming; a spam complaint stays, with the reason said', async () => {
    const { data } = renderSuppressions();
    const row = (email: string) => within(screen.getByText(email).closest('tr')!);
    await screen.findByText('luis@cliente.example');
    await userEvent.click(await row('luis@cliente.example').findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Eliminar|Borrar|Confirmar/ }));
    await waitFor(() => expect(data.suppressions.map((r) => r.email)).toEqual(['queja@cliente.example']));
    await userEvent.click(await row('queja@cliente.example').findByRole('button', { name: 'Eliminar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Eliminar|Borrar|Confirmar/ }));
    expect(await screen.findByText('Una dirección que marcó un email como spam no se puede quitar de la lista.')).toBeInTheDocument();
    expect(data.suppressions).toHaveLength(1);
  });
});
