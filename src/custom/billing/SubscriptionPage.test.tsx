import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FreeTrial, PaidPlan } from './SubscriptionPage.stories';
import { createFakeBillingClient } from './stories/createFakeBillingClient';

describe('SubscriptionPage', () => {
  it('cancels with a reason after a wrong password, keeping the plan until the end date', async () => {
    const client = createFakeBillingClient({ plan: 'standard_corp', password: 'Right1234' });
    render(<PaidPlan client={client} language="en" />);
    expect(await screen.findByTestId('billing-next')).toHaveTextContent('Renews on 1 July 2026');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const form = screen.getByRole('form', { name: 'Cancel your subscription' });

    await user.click(within(form).getByRole('button', { name: 'Cancel subscription' }));
    expect(within(form).getByText('Choose a reason.')).toBeInTheDocument();
    expect(client.calls.map((c) => c.name)).not.toContain('cancelSubscription');

    await user.click(within(form).getByRole('combobox', { name: 'Main reason' }));
    await user.click(await screen.findByRole('option', { name: 'It is too expensive' }));
    const password = within(form).getByLabelText(/password/i, { selector: 'input' });
    fireEvent.change(within(form).getByRole('textbox', { name: /what would have helped/i }), { target: { value: 'A cheaper plan' } });
    fireEvent.change(password, { target: { value: 'Wrong1234' } });
    await user.click(within(form).getByRole('button', { name: 'Cancel subscription' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The password is incorrect.');

    fireEvent.change(password, { target: { value: 'Right1234' } });
    await user.click(within(form).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your subscription is cancelled');
    expect(screen.getByTestId('billing-next')).toHaveTextContent('your plan ends on 1 July 2026');
    expect(client.calls.filter((c) => c.name === 'cancelSubscription').at(-1)?.body).toMatchObject({
      reason: 'too_expensive', otherHelp: 'A cheaper plan', password: 'Right1234',
    });
  }, 60_000);

  it('ends a free trial at once (Spanish)', async () => {
    const client = createFakeBillingClient({ plan: 'freetrial1' });
    render(<FreeTrial client={client} />);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Cancelar prueba gratuita' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tu prueba gratuita ha terminado');
    expect(client.state.plan).toBe('freemium');
  });
});
