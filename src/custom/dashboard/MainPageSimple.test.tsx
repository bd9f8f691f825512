import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './MainPageSimple.stories';

const { Default } = composeStories(stories);

describe('MainPageSimple', () => {
  it('lists the areas in menu order with their hints', () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inicio (vista sencilla)' })).toBeInTheDocument();
    expect(screen.getByText('Hola Ana, este es el resumen de tu empresa.')).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Áreas' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/es/mycampaigns', '/es/crm', '/es/projects', '/es/templates', '/es/webforms', '/es/integrations', '/es/companies', '/es/billing',
    ]);
    expect(links[1]).toHaveTextContent('CRMContactos, listas y embudos');
  });

  it('opens an area and goes back to the full view, in English', async () => {
    const { unmount } = render(<Default language="en" />);
    await userEvent.click(screen.getByRole('link', { name: /Landing pages/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/projects');
    unmount();
    render(<Default language="en" />);
    await userEvent.click(screen.getByRole('link', { name: 'Full view' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/mainpage');
  });
});
