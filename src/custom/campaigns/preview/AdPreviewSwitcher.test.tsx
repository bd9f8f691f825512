import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './AdPreviewSwitcher.stories';

const { Spanish, StartsOnDesktop, English } = composeStories(stories);

describe('AdPreviewSwitcher', () => {
  it('is a region named by its heading, its only focusable parts the real buttons', () => {
    render(<Spanish />);
    const region = screen.getByRole('region', { name: 'Vista previa del anuncio' });
    expect(within(region).getByRole('heading', { level: 3, name: 'Vista previa del anuncio' })).toBeInTheDocument();
    // An illustration: nothing in the ad is a link or takes focus.
    const ad = within(region).getByRole('figure');
    expect(within(ad).queryAllByRole('link')).toEqual([]);
    expect(ad.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
    expect(within(region).getAllByRole('button').map((b) => b.textContent)).toEqual(['Móvil', 'Ordenador', 'Ver otra combinación']);
  });

  it('starts on the phone, in a labelled group of two buttons', () => {
    render(<Spanish />);
    expect(screen.getByRole('group', { name: 'Dispositivo de la vista previa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Móvil' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Ordenador' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('figure', { name: 'Anuncio de búsqueda en un móvil' })).toBeInTheDocument();
    expect(screen.getByTestId('ad-call-button')).toHaveTextContent('Llamar');
  });

  it('switches to the computer and back with the mouse, keeping the combination shown', async () => {
    render(<Spanish />);
    await userEvent.click(screen.getByRole('button', { name: 'Ver otra combinación' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ordenador' }));
    expect(screen.getByRole('figure', { name: 'Anuncio de búsqueda en un ordenador' })).toBeInTheDocument();
    expect(screen.queryByTestId('ad-call-button')).not.toBeInTheDocument();
    expect(screen.getByText('Combinación 2 de 20')).toBeInTheDocument();
    // Pressing the chosen device again keeps it chosen.
    await userEvent.click(screen.getByRole('button', { name: 'Ordenador' }));
    expect(screen.getByRole('button', { name: 'Ordenador' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Móvil' }));
    expect(screen.getByRole('figure', { name: 'Anuncio de búsqueda en un móvil' })).toBeInTheDocument();
  });

  it('switches with the keyboard', async () => {
    render(<StartsOnDesktop />);
    expect(screen.getByRole('figure', { name: 'Anuncio de búsqueda en un ordenador' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Móvil' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('figure', { name: 'Anuncio de búsqueda en un móvil' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Ordenador' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Ordenador' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks English', () => {
    render(<English />);
    expect(screen.getByRole('region', { name: 'Ad preview' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Preview device' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desktop' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Search ad on a phone' })).toBeInTheDocument();
    expect(screen.getByTestId('ad-call-button')).toHaveTextContent('Call');
  });
});
