import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../test/createHandlerApi';
import { fillRegisterForm, validRegistration } from '../../test/registerFormDriver';
import * as stories from './RegisterPlanPage.stories';

const { Default } = composeStories(stories);

describe('RegisterPlanPage', () => {
  it('starts a free trial by default', async () => {
    const calls: RecordedCall[] = [];
    render(<Default calls={calls} />);
    expect(screen.getByRole('radiogroup', { name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Prueba gratuita: todas las funciones durante un tiempo' })).toBeChecked();
    await fillRegisterForm(validRegistration);
    await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/es\/mainpage$/));
    expect(calls[0]).toEqual({ call: 'POST /user/createFreeTrialUser', body: { ...validRegistration, language: 'es', trialVariant: 'freetrial1' } });
  });

  it('creates a free-plan user when the free plan is chosen', async () => {
    const calls: RecordedCall[] = [];
    render(<Default language="en" calls={calls} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Free plan: the essentials, free forever' }));
    await fillRegisterForm(validRegistration, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/mainpage$/));
    expect(calls[0]).toEqual({ call: 'POST /user/createFreemiumUser', body: { ...validRegistration, language: 'en' } });
    expect(JSON.parse(localStorage.getItem('userCompanyData')!).userObject.subscription).toEqual({ subscriptionType: 'freemium' });
  });
});
