import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './RefusalAlert.stories';

const { PlanCap, ServerMessage, Nothing } = composeStories(stories);

describe('RefusalAlert', () => {
  it('announces the refusal with the way to billing, and closes by keyboard', async () => {
    render(<PlanCap />);
    expect(screen.getByRole('alert')).toHaveTextContent('Tu plan no permite más landings.');
    expect(screen.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/es/billing');
    screen.getByRole('button', { name: /cerrar|close/i }).focus();
    await userEvent.keyboard('{Enter}');
    expect(PlanCap.args.onClose).toHaveBeenCalledTimes(1);
  });

  it('offers no link when paying is not what is missing', () => {
    render(<ServerMessage />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se ha podido pausar la campaña.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing without a refusal', () => {
    render(<Nothing />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
