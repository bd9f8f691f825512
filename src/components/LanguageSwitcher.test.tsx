import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './LanguageSwitcher.stories';

const { OnLoginPage, SignedIn, OnCheckPage } = composeStories(stories);

describe('LanguageSwitcher', () => {
  it('changes the URL prefix, keeps path and query, and stores userLanguage', async () => {
    render(<OnLoginPage />);
    await userEvent.click(screen.getByRole('button', { name: /Cambiar idioma/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/login?sessionExpired=true'));
    expect(localStorage.getItem('userLanguage')).toBe('en');
  });

  it('moves the origin carried to the check page into the new language', async () => {
    render(<OnCheckPage />);
    await userEvent.click(screen.getByRole('button', { name: /Cambiar idioma/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/check {"from":"/en/payment/subscription?plan=standard"}'));
  });

  it('is reachable by keyboard', async () => {
    render(<SignedIn />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Cambiar idioma/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'English' })).toBeInTheDocument();
  });
});
