import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './NoGooglePage.stories';

const { Default } = composeStories(stories);

describe('NoGooglePage', () => {
  it('explains why campaign pages are closed', () => {
    const { unmount } = render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sin cuenta publicitaria' })).toBeInTheDocument();
    expect(screen.getByText(/Esta empresa no tiene ninguna cuenta de Google Ads vinculada/)).toBeInTheDocument();
    unmount();
    render(<Default language="en" />);
    expect(screen.getByText('This company has no Google Ads account linked, so campaign pages cannot open yet.')).toBeInTheDocument();
  });

  it('creating or linking an account keeps where the user was going', async () => {
    render(<Default />);
    await userEvent.click(screen.getByRole('link', { name: 'Crear o vincular una cuenta' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/es/chooseAccount {"from":"/es/mycampaigns"}');
  });

  it('offers support and the way home', async () => {
    const { unmount } = render(<Default language="en" />);
    await userEvent.click(screen.getByRole('link', { name: 'Contact support' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/contactUs$/);
    unmount();
    render(<Default language="en" />);
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/mainpage$/);
  });
});
