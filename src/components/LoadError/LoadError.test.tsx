import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './LoadError.stories';

const { Default, Retrying } = composeStories(stories);

describe('LoadError', () => {
  it('announces what failed and retries from the keyboard', async () => {
    render(<Default />);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudieron cargar las integraciones.');
    screen.getByRole('button', { name: 'Reintentar' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(Default.args.onRetry).toHaveBeenCalledTimes(1);
  });

  it('cannot be pressed again while retrying', () => {
    render(<Retrying />);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeDisabled();
  });
});
