import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './SplitView.stories';

const { Wide } = composeStories(stories);

/** jsdom has no layout: make every media query answer as a phone (max-width queries match) or a desktop. */
function viewport(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' ? query.includes('max-width') : query.includes('min-width'),
    media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  }));
}

describe('SplitView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows list and detail side by side on a wide screen, opening an item by keyboard', async () => {
    viewport('desktop');
    render(<Wide />);
    expect(screen.getByRole('region', { name: 'Conversación abierta' })).toHaveTextContent('Elige una conversación');
    within(screen.getByRole('region', { name: 'Conversaciones' })).getByRole('button', { name: /Pedro Sanz/ }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Pedro Sanz' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversaciones' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Volver' })).not.toBeInTheDocument();
  });

  it('shows one pane at a time on a phone, with a way back', async () => {
    viewport('phone');
    render(<Wide />);
    expect(screen.queryByRole('region', { name: 'Conversación abierta' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Lucía Romero/ }));
    expect(screen.queryByRole('region', { name: 'Conversaciones' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lucía Romero' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByRole('region', { name: 'Conversaciones' })).toBeInTheDocument();
  });
});
