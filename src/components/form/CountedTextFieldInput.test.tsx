import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './CountedTextFieldInput.stories';

const { InForm, English } = composeStories(stories);

describe('CountedTextFieldInput', () => {
  beforeEach(() => vi.mocked(InForm.args.onSubmit!).mockClear());

  it('shows the record’s text with its count and submits the edited value', async () => {
    render(<InForm />);
    const headline = await screen.findByRole('textbox', { name: 'Título' });
    expect(headline).toHaveValue('Fontanero urgente en Madrid');
    expect(headline).toBeRequired();
    expect(headline).toHaveAccessibleDescription('27 de 30 caracteres');
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Fontanero en Getafe');
    expect(headline).toHaveAccessibleDescription('19 de 30 caracteres');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(InForm.args.onSubmit).toHaveBeenCalled());
    expect(vi.mocked(InForm.args.onSubmit!).mock.calls[0][0]).toMatchObject({ headline: 'Fontanero en Getafe' });
  });

  it('refuses to submit a text past the limit and says why', async () => {
    render(<InForm />);
    const headline = await screen.findByRole('textbox', { name: 'Título' });
    await userEvent.type(headline, ' 24 horas');
    expect(headline).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Como máximo 30 caracteres.')).toBeInTheDocument();
    expect(InForm.args.onSubmit).not.toHaveBeenCalled();
  });

  it('keeps react-admin’s own validators (required) and speaks English', async () => {
    render(<English />);
    const headline = await screen.findByRole('textbox', { name: 'Headline' });
    await userEvent.clear(headline);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription('0 of 90 characters');
  });
});
