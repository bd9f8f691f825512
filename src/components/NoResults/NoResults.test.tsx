import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './NoResults.stories';

const { Filtered, FilteredInEnglish, Unfiltered } = composeStories(stories);

describe('NoResults', () => {
  it('says nothing matches and clears the search and filters by keyboard', async () => {
    render(<Filtered />);
    expect(await screen.findByText('Ningún resultado coincide')).toBeInTheDocument();
    const clear = screen.getByRole('button', { name: 'Quitar la búsqueda y los filtros' });
    clear.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('filters')).toHaveTextContent('{}');
  });

  it('in English, and with no button when nothing is filtered', async () => {
    const { unmount } = render(<FilteredInEnglish />);
    expect(await screen.findByText('Nothing matches')).toBeInTheDocument();
    unmount();
    render(<Unfiltered />);
    await screen.findByText('Ningún resultado coincide');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
