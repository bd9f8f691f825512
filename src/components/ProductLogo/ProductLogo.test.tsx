import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './ProductLogo.stories';

const { WithName, MarkOnly } = composeStories(stories);

describe('ProductLogo', () => {
  it('shows the name beside a decorative mark', () => {
    render(<WithName />);
    expect(screen.getByText('Marketing CRM')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names the mark when it stands alone', () => {
    render(<MarkOnly />);
    expect(screen.getByRole('img', { name: 'Marketing CRM' })).toBeInTheDocument();
  });
});
