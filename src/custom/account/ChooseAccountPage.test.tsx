import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import * as stories from './ChooseAccountPage.stories';

const { WithAccounts, NoAccounts, Loading, ListFailed, LinkRefused } = composeStories(stories);

describe('ChooseAccountPage', () => {
  it('lists the accounts with their kind, and marks the one already linked here', async () => {
    render(<WithAccounts />);
    const acme = within(await screen.findByRole('article', { name: 'Acme Ads' }));
    expect(acme.getByText('111-222-3333')).toBeInTheDocument();
    expect(acme.getByText('Gestionada por nosotros')).toBeInTheDocument();
    expect(acme.getByText('EUR · Europe/Madrid')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Cuenta Beta' })).getByText('Vinculada a otra de tus empresas.')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Cuenta actual' })).getByRole('button', { name: 'Vincular Cuenta actual' })).toBeDisabled();
    expect(within(screen.getByRole('article', { name: 'Cuenta actual' })).getByRole('button')).toHaveTextContent('Vinculada');
  });

  it('links a managed account to the current company and returns where the user was going', async () => {
    const calls: RecordedCall[] = [];
    render(<WithAccounts calls={calls} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Vincular Acme Ads' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/mycampaigns/));
    expect(calls).toContainEqual({ call: 'POST /setSpicyAccount', body: { accountId: '111-222-3333', companyId: 'c1' } });
  });

  it('checks an own account id, links it, and goes to the check page while the manager link is pending', async () => {
    const calls: RecordedCall[] = [];
    render(<WithAccounts language="en" calls={calls} />);
    const own = within(screen.getByRole('region', { name: 'Link your own account' }));
    await userEvent.type(own.getByRole('textbox', { name: 'Ad account id' }), '12-345');
    await userEvent.click(own.getByRole('button', { name: 'Link' }));
    expect(own.getByText('Ad account ids look like 123-456-7890')).toBeInTheDocument();
    await userEvent.clear(own.getByRole('textbox', { name: 'Ad account id' }));
    await userEvent.type(own.getByRole('textbox', { name: 'Ad account id' }), ' 123-456-7890 ');
    await userEvent.click(own.getByRole('button', { name: 'Link' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/check {"from":"/en/mycampaigns"}'));
    expect(calls).toContainEqual({ call: 'POST /setOwnAccount', body: { accountId: '123-456-7890', companyId: 'c1' } });
  });

  it('says when there is nothing to link', async () => {
    render(<NoAccounts />);
    expect(await screen.findByText('Todavía no hay cuentas disponibles para vincular.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a spinner while the accounts load', () => {
    render(<Loading language="en" />);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('a failed list says the server had a problem', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ListFailed />);
    expect(await screen.findByText('El servidor ha tenido un problema. Inténtalo más tarde.')).toBeInTheDocument();
  });

  it('a refused link shows the reason and lets the user pick again', async () => {
    render(<LinkRefused />);
    await userEvent.click(await screen.findByRole('button', { name: 'Vincular Acme Ads' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta cuenta publicitaria ya está vinculada a otra empresa.');
    expect(screen.getByRole('button', { name: 'Vincular Acme Ads' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/chooseAccount/);
  });
});
