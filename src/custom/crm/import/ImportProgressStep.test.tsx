import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ImportProgressStep.stories';

const { FailedFile, FailedFileInEnglish, Completed, CompletedInEnglish } = composeStories(stories);

describe('ImportProgressStep', () => {
  it("says why the import failed in the user's language", async () => {
    render(<FailedFile />);
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo está vacío o no tiene fila de cabecera.');
  });

  it('in English too', async () => {
    render(<FailedFileInEnglish />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is empty or has no header row.');
  });

  it('says the result with each count agreeing in number, and counts problems by row', async () => {
    const { unmount } = render(<Completed />);
    expect(await screen.findByText('Importación terminada: 2 creados, 1 actualizado, 0 omitidos, 1 fila con errores.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Problemas en 2 filas' })).toBeInTheDocument();
    unmount();
    render(<CompletedInEnglish />);
    expect(await screen.findByText('Import finished: 2 created, 1 updated, 0 skipped, 1 row with errors.')).toBeInTheDocument();
  });
});
