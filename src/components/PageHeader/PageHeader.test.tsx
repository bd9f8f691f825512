import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './PageHeader.stories';

const { Full, TitleOnly, English } = composeStories(stories);

describe('PageHeader', () => {
  it('titles the page with its h1, shows the way here with the current page last, and its actions', () => {
    render(<Full />);
    expect(screen.getByRole('heading', { level: 1, name: 'Campaña de primavera' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(trail).getByRole('link', { name: 'Campañas' })).toHaveAttribute('href', '/es/mycampaigns');
    expect(within(trail).getByText('Campaña de primavera')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it('needs nothing but a title', () => {
    render(<TitleOnly />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Campaña de primavera');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('names the trail in English', () => {
    render(<English />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });
});
