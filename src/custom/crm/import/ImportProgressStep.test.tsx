import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ImportProgressStep.stories';

const { FailedFile, FailedFileInEnglish } = composeStories(stories);

describe('ImportProgressStep', () => {
  it("says why the import failed in the user's language", async () => {
    render(<FailedFile />);
    expect(await screen.findByRole('alert')).toHaveTextContent('El archivo está vacío o no tiene fila de cabecera.');
  });

  it('in English too', async () => {
    render(<FailedFileInEnglish />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is empty or has no header row.');
  });
});
