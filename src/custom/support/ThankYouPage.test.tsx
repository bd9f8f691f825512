import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ThankYouPage.stories';

const { Default } = composeStories(stories);

describe('ThankYouPage', () => {
  it('confirms the order and leads to the campaigns', async () => {
    render(<Default />);
    expect(screen.getByRole('heading', { level: 1, name: '¡Gracias!' })).toBeInTheDocument();
    expect(screen.getByText('Hemos recibido tu campaña. Te avisaremos en cuanto esté activa.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a mis campañas' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/mycampaigns$/);
  });

  it('or home, in English', async () => {
    render(<Default language="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/mainpage$/);
  });
});
