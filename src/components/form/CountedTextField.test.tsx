import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as stories from './CountedTextField.stories';

const { Headline, OverLimit, Description, WithError, DoubleWidth, English } = composeStories(stories);

const counter = () => screen.getByTestId('counted-text-field-counter');

describe('CountedTextField', () => {
  beforeEach(() => vi.mocked(Headline.args.onChange!).mockClear());

  it('shows the count against the limit and describes the input with it', () => {
    render(<Headline />);
    const input = screen.getByRole('textbox', { name: 'Título 1' });
    expect(counter()).toHaveTextContent('27/30');
    expect(input).toHaveAccessibleDescription('27 de 30 caracteres');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('lets the user type past the limit and shows the error, without an HTML maxlength', async () => {
    render(<Headline />);
    const input = screen.getByRole('textbox', { name: 'Título 1' });
    expect(input).not.toHaveAttribute('maxlength');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.type(input, ' 24 h');
    expect(input).toHaveValue('Fontanero urgente en Madrid 24 h');
    expect(Headline.args.onChange).toHaveBeenLastCalledWith('Fontanero urgente en Madrid 24 h');
    expect(counter()).toHaveTextContent('32/30');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('32 de 30 caracteres: sobran 2');
    expect(screen.getByRole('status')).toHaveTextContent('Has pasado el límite de 30 caracteres.');
  });

  it('comes back from the error when the text is shortened', async () => {
    render(<OverLimit />);
    const input = screen.getByRole('textbox', { name: 'Título 1' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '{Backspace}'.repeat(6));
    expect(counter()).toHaveTextContent('30/30');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('keeps the helper text and the count both in the description', () => {
    render(<Description />);
    const input = screen.getByRole('textbox', { name: 'Descripción 1' });
    expect(input).toHaveAccessibleDescription('Cuenta qué te hace distinto: plazos, garantía, precio cerrado. 75 de 90 caracteres');
    expect(counter()).toHaveTextContent('75/90');
  });

  it('passes an error from the screen through, within the limit', () => {
    render(<WithError />);
    const input = screen.getByRole('textbox', { name: 'Título 2' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escribe al menos tres títulos.')).toBeInTheDocument();
    expect(counter()).toHaveTextContent('0/30');
  });

  it('counts double-width characters twice, as the platform does', () => {
    render(<DoubleWidth />);
    expect(counter()).toHaveTextContent('19/30');
    expect(screen.getByRole('textbox', { name: 'Headline 1' })).toHaveAccessibleDescription('19 of 30 characters');
  });

  it('speaks English', async () => {
    render(<English />);
    const input = screen.getByRole('textbox', { name: 'Headline 1' });
    expect(input).toHaveAccessibleDescription('33 of 30 characters: 3 too many');
    expect(screen.getByRole('status')).toHaveTextContent('You have passed the limit of 30 characters.');
  });
});
