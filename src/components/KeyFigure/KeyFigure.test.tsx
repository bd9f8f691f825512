import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './KeyFigure.stories';

const { Rising, CostRising, Percent, Loading, English, Linked } = composeStories(stories);

describe('KeyFigure', () => {
  it('formats the value in Spanish and says the change in words', () => {
    render(<Rising />);
    const figure = screen.getByRole('region', { name: 'Clics' });
    expect(figure).toHaveTextContent('12.840');
    expect(figure).toHaveTextContent(/Sube un 20 %/);
  });

  it('colours a rising cost as bad news, and still says it rose', () => {
    render(<CostRising />);
    expect(screen.getByText(/18,40\s€/)).toBeInTheDocument();
    const change = screen.getByText(/Sube un 22,7 %/);
    expect(getComputedStyle(change.parentElement!).color).not.toBe(getComputedStyle(screen.getByText('Coste por conversión')).color);
  });

  it('shows a ratio as a percentage and a fall', () => {
    render(<Percent />);
    expect(screen.getByText('4,2 %')).toBeInTheDocument();
    expect(screen.getByText(/Baja un 16 %/)).toBeInTheDocument();
  });

  it('shows a placeholder while loading, and no change', () => {
    render(<Loading />);
    expect(screen.getByLabelText('Cargando…')).toBeInTheDocument();
    expect(screen.queryByText(/Sube/)).not.toBeInTheDocument();
  });

  it('speaks English with English numbers', () => {
    render(<English />);
    expect(screen.getByText('12,840')).toBeInTheDocument();
    expect(screen.getByText(/Up 20%/)).toBeInTheDocument();
  });

  it('links the value to what it counts when given where', () => {
    render(<Linked />);
    expect(screen.getByRole('link', { name: '128 · Ver los contactos' })).toHaveAttribute('href', '/es/crm/contacts?filter=%7B%22segment%22%3A%22s1%22%7D');
    render(<Rising />);
    expect(screen.queryAllByRole('link')).toHaveLength(1);
  });
});
