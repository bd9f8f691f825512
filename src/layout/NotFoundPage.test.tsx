import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './NotFoundPage.stories';

const { TypedAddress, English, AfterALink } = composeStories(stories);

describe('NotFoundPage', () => {
  it('says the address names no screen, shows it, and links to the start page', async () => {
    render(<TypedAddress />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('/es/crm/old-report')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/es/mainpage');
    // Typed into the address bar: there is no page of ours to go back to.
    expect(screen.queryByRole('button', { name: 'Volver atrás' })).not.toBeInTheDocument();
  });

  it('in English', async () => {
    render(<English />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toBeInTheDocument();
  });

  it('after a link inside the app, goes back to where the user was', async () => {
    render(<AfterALink />);
    const back = await screen.findByRole('button', { name: 'Volver atrás' });
    expect(screen.getByText('/es/crm/old-report')).toBeInTheDocument();
    await userEvent.click(back);
    expect(await screen.findByText('/es/crm/contacts')).toBeInTheDocument();
  });
});
