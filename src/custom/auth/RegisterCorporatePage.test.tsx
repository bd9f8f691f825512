import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import { fillRegisterForm, validRegistration } from '../../test/registerFormDriver';
import * as stories from './RegisterCorporatePage.stories';

const { Default, ServerDown } = composeStories(stories);

describe('RegisterCorporatePage', () => {
  it('registers a corporate user with the corporate access and opens mainpage', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Alta corporativa' })).toBeInTheDocument();
    await fillRegisterForm(validRegistration);
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/mainpage$/));
    expect(calls[0]).toEqual({
      call: 'POST /registerV2',
      body: { name: 'Ana', surname: 'García', email: 'ana@example.com', password: 'secreto12', companyName: 'Acme Tiendas', acceptTerms: true, language: 'es', corporateAccess: 'Corporations' },
    });
    expect(JSON.parse(localStorage.getItem('userCompanyData')!).userObject.subscription).toEqual({ subscriptionType: 'standard_corp' });
  });

  it('a server failure is explained in the user’s language and the form can be sent again', async () => {
    render(<ServerDown language="en" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Corporate sign-up' })).toBeInTheDocument();
    await fillRegisterForm(validRegistration, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem. Please try again later.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/registerV2$/);
  });
});
