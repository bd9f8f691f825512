import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './FormattedField.stories';

const { Spanish, English } = composeStories(stories);
const text = (id: string) => screen.getByTestId(id).textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('FormattedField', () => {
  it('formats each kind in Spanish', async () => {
    render(<Spanish />);
    await screen.findByTestId('number');
    expect(text('number')).toBe('12.345');
    expect(text('money')).toBe('1.500,00 €');
    expect(text('cents')).toBe('49,00 €');
    expect(text('percent')).toBe('12,5 %');
    expect(text('date')).toBe('23 nov 2026');
    expect(text('missing')).toBe('—');
  });

  it('formats each kind in English, day first', async () => {
    render(<English />);
    await screen.findByTestId('number');
    expect(text('number')).toBe('12,345');
    expect(text('money')).toBe('€1,500.00');
    expect(text('date')).toBe('23 Nov 2026');
  });
});
