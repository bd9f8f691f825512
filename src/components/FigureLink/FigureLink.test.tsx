import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './FigureLink.stories';

const { Default } = composeStories(stories);

describe('FigureLink', () => {
  it('shows the figure and names the link by it and by where it leads', () => {
    render(<Default />);
    const link = screen.getByRole('link', { name: '128 · Ver los contactos' });
    expect(link).toHaveAttribute('href', '/es/crm/contacts?filter=%7B%22segment%22%3A%22s1%22%7D');
    expect(screen.getByRole('link', { name: /^1\.204/ })).toBeInTheDocument();
  });
});
