import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import * as stories from './CheckPage.stories';

const { NothingLinked, ManagerLinkPending, FromUpgrade } = composeStories(stories);

const statusRows = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('listitem').map((li) => li.textContent);

describe('CheckPage', () => {
  it('says in words what is missing', () => {
    const { unmount } = render(<NothingLinked />);
    expect(screen.getByRole('heading', { level: 1, name: 'Comprobación de cuenta' })).toBeInTheDocument();
    expect(statusRows('Estado de la cuenta')).toEqual(['Cuenta publicitariaPendiente', 'Enlace con la cuenta de administradorPendiente']);
    unmount();
    render(<ManagerLinkPending language="en" />);
    expect(statusRows('Account status')).toEqual(['Ad accountDone', 'Manager account linkMissing']);
  });

  it('explains itself for where the user was going: campaign pages, or paying for a plan', () => {
    const { unmount } = render(<NothingLinked />);
    expect(screen.getByText(/^Las páginas de campañas necesitan/)).toBeInTheDocument();
    unmount();
    render(<FromUpgrade />);
    expect(screen.getByText(/^Antes de cambiar de plan, vincula tu cuenta publicitaria/)).toBeInTheDocument();
    expect(screen.queryByText(/páginas de campañas/)).not.toBeInTheDocument();
  });

  it('checks again for the current company and shows the new state', async () => {
    const calls: RecordedCall[] = [];
    render(<ManagerLinkPending calls={calls} />);
    await userEvent.click(screen.getByRole('button', { name: 'Comprobar de nuevo' }));
    await waitFor(() => expect(statusRows('Estado de la cuenta')).toEqual(['Cuenta publicitariaHecho', 'Enlace con la cuenta de administradorHecho']));
    expect(calls).toEqual([{ call: 'POST /userAccount', body: { companyId: 'c1' } }]);
  });

  it('carries where the user was going to the account choice', async () => {
    render(<NothingLinked />);
    await userEvent.click(screen.getByRole('link', { name: 'Vincular una cuenta' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/es/chooseAccount {"from":"/es/mycampaigns"}');
  });

  it('and to the page for users without an ad account', async () => {
    render(<NothingLinked language="en" />);
    await userEvent.click(screen.getByRole('link', { name: "I don't have an ad account" }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/noGoogle {"from":"/en/mycampaigns"}');
  });
});
