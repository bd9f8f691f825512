import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './DesignTokens.stories';

const { Light, Dark } = composeStories(stories);

describe('design tokens story', () => {
  it.each([['Light', Light], ['Dark', Dark]] as const)('%s shows every colour with its contrast figure', (_, Story) => {
    render(<Story />);
    expect(screen.getByText('brand')).toBeInTheDocument();
    // The figures are computed from the tokens, one per colour shown on the surface.
    const figures = screen.getAllByText(/^#[0-9a-f]{6} · [\d.]+:1 on surface$/).map((el) => Number(/ · ([\d.]+):1/.exec(el.textContent!)![1]));
    expect(figures.length).toBeGreaterThanOrEqual(8);
    expect(Math.min(...figures.filter((f) => f > 2))).toBeGreaterThanOrEqual(4.5);
  });
});
