import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './JobProgressDialog.stories';

const { Completes, Fails, English } = composeStories(stories);

describe('JobProgressDialog', () => {
  it('follows the job to its end with its counts and failures, then shows what it made', async () => {
    render(<Completes />);
    expect(screen.getByRole('dialog', { name: 'Envío a «Clientes VIP»' })).toBeInTheDocument();
    expect(await screen.findByText('1200 mensajes enviados.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Terminado · 1.200 de 1.200');
    expect(screen.getByText('3 elementos no se han podido procesar.')).toBeInTheDocument();
    // Finished: nothing left to cancel.
    expect(screen.queryByRole('button', { name: 'Cancelar el trabajo' })).not.toBeInTheDocument();
  });

  it('says when the job fails, and offers no cancel where the job cannot stop', async () => {
    render(<Fails />);
    expect(await screen.findByText('El trabajo no ha terminado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar el trabajo' })).not.toBeInTheDocument();
  });

  it('cancels a running job and closes', async () => {
    render(<English />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the job' }));
    expect(await screen.findByText(/^Cancelled · /)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
