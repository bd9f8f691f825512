import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './LoadingStatus.stories';

const { Inline, InlineSmall, Block, BlockWithWords } = composeStories(stories);

describe('LoadingStatus', () => {
  it('tells what is loading in a polite live region, the spinner being decoration', () => {
    render(<Inline />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Cargando plantillas…');
    expect(screen.getByText('Cargando plantillas…')).toBeVisible();
    // A nameless progressbar would be an accessibility fault: the words carry the meaning.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('draws the spinner at the size asked for', () => {
    const { container } = render(<InlineSmall />);
    expect(container.querySelector('.MuiCircularProgress-root')).toHaveStyle({ width: '16px', height: '16px' });
  });

  it('with hidden words keeps them as the name and the announcement', () => {
    render(<Block />);
    const status = screen.getByRole('status', { name: 'Cargando la campaña…' });
    expect(status).toHaveTextContent('Cargando la campaña…');
    // visuallyHidden clips the words to 1 px instead of removing them.
    expect(screen.getByText('Cargando la campaña…')).toHaveStyle({ position: 'absolute', width: '1px' });
  });

  it('as a block with words shows them under a larger spinner', () => {
    const { container } = render(<BlockWithWords />);
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-label');
    expect(screen.getByText('Cargando la campaña…')).not.toHaveStyle({ position: 'absolute' });
    expect(container.querySelector('.MuiCircularProgress-root')).toHaveStyle({ width: '40px' });
  });
});
