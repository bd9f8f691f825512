import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../dataProvider/ApiError';
import { FreeTrial, PaidPlan, PaidPlanWithCard } from './SubscriptionPage.stories';
import { createFakeBillingClient } from './stories/createFakeBillingClient';
import { fillCardForm } from './stories/fillCardForm';

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
  });

  it('shows credit left from a move to a cheaper plan, and nothing when there is none', async () => {
    const { unmount } = render(<PaidPlan client={createFakeBillingClient({ plan: 'promo_landing', creditBalanceCents: 8150 })} language="en" />);
    expect(await screen.findByText('Credit of €81.50 for unused time: it comes off your next charges.')).toBeInTheDocument();
    unmount();
    render(<PaidPlan client={createFakeBillingClient({ plan: 'promo_landing' })} language="en" />);
    await screen.findByTestId('billing-next');
    expect(screen.queryByText(/for unused time/)).not.toBeInTheDocument();
  });

  it('a paying user changes plan with the saved card, after seeing the price with the credit', async () => {
    const client = createFakeBillingClient({ plan: 'standard_corp', cards: [{ _id: '00000000-0000-4000-9000-000000000001', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true, createdAt: '2026-01-10T10:00:00.000Z' }] });
    render(<PaidPlanWithCard client={client} language="en" />);
    const change = await screen.findByRole('region', { name: 'Change plan' });
    const plans = within(within(change).getByRole('list', { name: 'Plans' })).getAllByRole('heading', { level: 3 });
    expect(plans.map((h) => h.textContent)).toEqual(['Standard', 'Promo Landing']);
    const user = userEvent.setup({ delay: null });
    await user.click(within(change).getByRole('button', { name: 'Choose Promo Landing' }));

    const quote = await within(change).findByTestId('change-quote');
    expect(quote).toHaveTextContent('Plan price (excl. VAT)€19.00');
    expect(quote).toHaveTextContent('Credit for the unused part of your current plan−€19.00');
    expect(quote).toHaveTextContent('You pay today (VAT included)€0.00');
    expect(quote).toHaveTextContent('€80.50 of credit is left for your next charges.');

    await user.type(within(change).getByRole('textbox', { name: 'Promo code (optional)' }), 'NOPE');
    await user.click(within(change).getByRole('button', { name: 'Apply' }));
    expect(await within(change).findByText('This promo code is not valid.')).toBeInTheDocument();
    // A wrong code changes nothing else: the price without it stays, and so does the button.
    expect(within(change).getByTestId('change-quote')).toHaveTextContent('You pay today (VAT included)€0.00');
    await user.click(within(change).getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done: you are on Promo Landing.');
    const sent = client.calls.filter((c) => c.name === 'changeSubscriptionType').at(-1)?.body;
    expect(sent).toMatchObject({ newSubscriptionType: 'promo_landing', paymentMethodId: '00000000-0000-4000-9000-000000000001' });
    expect(sent).not.toHaveProperty('promoCode');
    expect(client.state.cards).toHaveLength(1);
    // Done: the pay panel of the old choice is gone.
    await waitFor(() => expect(screen.queryByTestId('change-quote')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Change plan' })).not.toBeInTheDocument();
  });

  it('a paying user without a saved card is sent to add one before changing plan (Spanish)', async () => {
    render(<PaidPlan />);
    const change = await screen.findByRole('region', { name: 'Cambiar de plan' });
    await userEvent.setup({ delay: null }).click(within(change).getByRole('button', { name: 'Elegir Promo Landing' }));
    expect(await within(change).findByText(/Añade una tarjeta para cambiar de plan/)).toBeInTheDocument();
    expect(within(change).getByRole('link', { name: 'Método de pago' })).toHaveAttribute('href', '/es/payment/method-payment');
  });

  it('ends a free trial at once (Spanish)', async () => {
    const client = createFakeBillingClient({ plan: 'freetrial1' });
    render(<FreeTrial client={client} />);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Cancelar prueba gratuita' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tu prueba gratuita ha terminado');
    expect(client.state.plan).toBe('freemium');
  });

  it('a trial user upgrades now: the paid plans, a declined card, then a good one (Spanish)', async () => {
    const client = createFakeBillingClient({ plan: 'freetrial1' });
    render(<FreeTrial client={client} />);
    expect(await screen.findByText('Prueba gratuita')).toBeInTheDocument();
    const upgrade = await screen.findByRole('region', { name: 'Mejora tu plan ahora' });
    const plans = within(within(upgrade).getByRole('list', { name: 'Planes' })).getAllByRole('heading', { level: 3 });
    expect(plans.map((h) => h.textContent)).toEqual(['Standard', 'Promo Landing', 'Standard Corporate']);

    fireEvent.click(within(upgrade).getByRole('button', { name: 'Elegir Promo Landing' }));
    let user = await fillCardForm('4000 0000 0000 0002', upgrade);
    await user.click(within(upgrade).getByRole('button', { name: 'Confirmar y pagar' }));
    expect(await within(upgrade).findByRole('alert')).toHaveTextContent('Tu tarjeta ha sido rechazada');
    expect(client.state.plan).toBe('freetrial1');

    user = await fillCardForm('4242 4242 4242 4242', upgrade);
    await user.click(within(upgrade).getByRole('button', { name: 'Confirmar y pagar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hecho: ya tienes Promo Landing.');
    expect(client.state.plan).toBe('promo_landing');
    expect(client.calls.filter((c) => c.name === 'changeSubscriptionType').at(-1)?.body).toMatchObject({ newSubscriptionType: 'promo_landing' });
    expect(screen.queryByRole('region', { name: 'Mejora tu plan ahora' })).not.toBeInTheDocument();
    expect(screen.getByTestId('billing-next')).toHaveTextContent('Se renueva el');
  });

  it('a trial upgrade that needs the bank step opens it', async () => {
    const openExternal = vi.fn();
    render(<FreeTrial openExternal={openExternal} />);
    const upgrade = await screen.findByRole('region', { name: 'Mejora tu plan ahora' });
    fireEvent.click(within(upgrade).getByRole('button', { name: 'Elegir Standard Corporate' }));
    const user = await fillCardForm('4000 0025 0000 3155', upgrade);
    await user.click(within(upgrade).getByRole('button', { name: 'Confirmar y pagar' }));
    await vi.waitFor(() => expect(openExternal).toHaveBeenCalledWith('/api/payments/sandbox/authenticate/pi_sbx_fake'));
  });

  it("a refusal of the cancellation reads in the user's language, as the API client localized it", async () => {
    const client = createFakeBillingClient({ plan: 'standard_corp' });
    client.cancelSubscription = async () => {
      throw new ApiError('Tu suscripción ya está cancelada.', 409, { error_code: 'already_canceled', message: 'Your subscription is already cancelled' });
    };
    render(<PaidPlan client={client} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Cancelar suscripción' }));
    const form = screen.getByRole('form', { name: 'Cancelar tu suscripción' });
    await user.click(within(form).getByRole('combobox', { name: 'Motivo principal' }));
    await user.click(await screen.findByRole('option', { name: 'Es demasiado caro' }));
    fireEvent.change(within(form).getByLabelText(/contraseña/i, { selector: 'input' }), { target: { value: 'Secret123' } });
    await user.click(within(form).getByRole('button', { name: 'Cancelar suscripción' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Tu suscripción ya está cancelada.');
    expect(form).not.toHaveTextContent('Your subscription is already cancelled');
  });
});
