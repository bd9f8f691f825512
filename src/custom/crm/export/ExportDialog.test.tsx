import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ExportDialog.stories';

const { Default, English, ServerFailure, UnknownFailure } = composeStories(stories);

describe('ExportDialog', () => {
  it('names the header languages in their own language and shows a determinate progress bar', async () => {
    render(<Default />);
    expect(await screen.findByRole('radio', { name: 'Español' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progreso de la exportación' });
    expect(bar).toHaveAttribute('aria-valuenow');
    expect(await screen.findByRole('button', { name: 'Descargar CSV' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('picks English headers in English', async () => {
    render(<English />);
    expect(await screen.findByRole('radio', { name: 'English' })).toBeChecked();
  });

  it("says why the job failed in the user's language", async () => {
    render(<ServerFailure />);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(screen.getByText(/El trabajo se ha detenido por un problema del servidor/)).toBeInTheDocument());
    expect(screen.queryByText(/The job stopped/)).not.toBeInTheDocument();
  });

  it("keeps the server's message for a code it has no text for", async () => {
    render(<UnknownFailure />);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText('The disk is full')).toBeInTheDocument();
  });
});
