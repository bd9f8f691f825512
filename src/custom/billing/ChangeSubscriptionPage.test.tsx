import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BackFromBank, FirstPurchase, FreemiumUser, FreemiumUserEnglish, FreemiumUserStripe, NotChangeablePlan } from './ChangeSubscriptionPage.stories';
import { createFakeBillingClient } from './stories/createFakeBillingClient';
import { createFakeStripeJs } from './stories/createFakeStripeJs';
import { withStripeConfig } from './stories/withStripeConfig';
import { fillCardForm } from './stories/fillCardForm';

const fillCard = (number: string) => fillCardForm(number);

describe('ChangeSubscriptionPage', () => {
  it('shows the plans to compare with price, trial and limits', async () => {
    render(<FreemiumUserEnglish />);
    const plans = await screen.findByRole('list', { name: 'Plans' });
    expect(plans).toHaveTextContent('Free for 14 days');
    expect(plans).toHaveTextContent('Then Standard at €49.00 + VAT / month');
    expect(plans).toHaveTextContent('€199.00 + VAT / month');
    expect(plans).toHaveTextContent('Unlimited landing pages');
    expect(plans).toHaveTextContent('Up to 5 landing pages');
  });

  it('a declined card shows the decline in Spanish and changes nothing; then a good card subscribes', async () => {
    const client = createFakeBillingClient();
    render(<FreemiumUser client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: /Elegir Standard Corporate/ }));
    let user = await fillCard('4000 0000 0000 9995');
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu tarjeta no tiene fondos suficientes');
    expect(client.state.plan).toBe('freemium');

    user = await fillCard('4242 4242 4242 4242');
    await user.type(screen.getByRole('textbox', { name: /código promocional/i }), 'WELCOME20');
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/payment/subscription'));
    const change = client.calls.filter((c) => c.name === 'changeSubscriptionType').at(-1);
    expect(change?.body).toEqual({ userEmail: 'ana@example.com', newSubscriptionType: 'standard_corp', paymentMethodId: 'pm_fake_2', promoCode: 'WELCOME20' });
    expect(client.state.plan).toBe('standard_corp');
  });

  it('checks the card inline (Luhn, expiry, CVC) and sends nothing while it is wrong', async () => {
    const client = createFakeBillingClient();
    render(<FreemiumUserEnglish client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: /Choose Promo Landing/ }));
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: /card number/i }), '4242 4242 4242 4241');
    await user.tab();
    expect(await screen.findByText('This card number is not valid.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /expiry/i }), '0120');
    await user.type(screen.getByRole('textbox', { name: /security code/i }), '1');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(screen.getByText('This expiry date is not valid or has passed.')).toBeInTheDocument();
    expect(screen.getByText('The security code has 3 digits (4 on American Express).')).toBeInTheDocument();
    expect(client.calls.map((c) => c.name)).not.toContain('createCardToken');
  });

  it('refuses a plan the call does not accept with "Invalid subscription type" before any call', async () => {
    const client = createFakeBillingClient();
    render(<NotChangeablePlan client={client} language="en" />);
    const user = await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid subscription type');
    // Nothing priced, nothing charged: only the page's own reads.
    expect(client.calls.map((c) => c.name).sort()).toEqual(['getBillingDetails', 'paymentsConfig']);
  });

  it('sends the browser to the bank step when the card needs authentication', async () => {
    const openExternal = vi.fn();
    render(<FreemiumUser openExternal={openExternal} />);
    fireEvent.click(await screen.findByRole('button', { name: /Elegir Standard Corporate/ }));
    const user = await fillCard('4000 0025 0000 3155');
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar' }));
    await waitFor(() => expect(openExternal).toHaveBeenCalledWith('/api/payments/sandbox/authenticate/pi_sbx_fake'));
  });

  it('back from the bank step, confirms the payment and moves on to the subscription', async () => {
    const client = createFakeBillingClient();
    render(<BackFromBank client={client} />);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/payment/subscription'));
    expect(client.calls).toContainEqual({ name: 'confirmPayment', body: { id: 'pi_sbx_fake' } });
  });

  it('with Stripe, pays with the payment method Stripe created, and refuses a plan the call does not accept before asking Stripe', async () => {
    const stripeJs = createFakeStripeJs();
    const refused = withStripeConfig(createFakeBillingClient());
    const { unmount } = render(<NotChangeablePlan client={refused} stripeJs={stripeJs} language="en" />);
    const user = userEvent.setup({ delay: null });
    let pay = await screen.findByRole('button', { name: 'Confirm and pay' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Card number (test Stripe)' }), '4242424242424242');
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid subscription type');
    expect(stripeJs.calls.map((c) => c.name)).not.toContain('createPaymentMethod');
    unmount();

    const client = withStripeConfig(createFakeBillingClient());
    render(<FreemiumUserStripe client={client} />);
    fireEvent.click(await screen.findByRole('button', { name: /Elegir Standard Corporate/ }));
    pay = await screen.findByRole('button', { name: 'Confirmar y pagar' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Card number (test Stripe)' }), '4242424242424242');
    await user.click(pay);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/es/payment/subscription'));
    expect(client.calls.find((c) => c.name === 'changeSubscriptionType')?.body).toEqual({
      userEmail: 'ana@example.com', newSubscriptionType: 'standard_corp', paymentMethodId: 'pm_fake_stripe_1',
    });
  });

  it('a first purchase asks for the billing details, checks the NIF, then prices Standard with its VAT line and pays the total', async () => {
    const client = createFakeBillingClient({ details: null });
    render(<FirstPurchase client={client} />);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Datos de facturación' });
    expect(screen.getByText('Indica tus datos de facturación antes de pagar.')).toBeInTheDocument();
    // Standard (preselected) is priced before tax with 21 % IVA: no details means a buyer in Spain.
    const quote = await screen.findByTestId('change-quote');
    expect(quote).toHaveTextContent('Precio del plan (sin IVA)49,00 €');
    expect(quote).toHaveTextContent('IVA (21 %)10,29 €');
    expect(quote).toHaveTextContent('Pagas hoy (IVA incluido)59,29 €');

    // Paying before the details is refused here, with the reason.
    await fillCardForm('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar' }));
    await waitFor(() => expect(screen.getAllByText('Indica tus datos de facturación antes de pagar.')).toHaveLength(2));
    expect(client.calls.some((c) => c.name === 'changeSubscriptionType')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: /Razón social/ }), 'Ferretería Norte S.L.');
    await user.type(within(form).getByRole('textbox', { name: /NIF\/CIF/ }), 'B12345675');
    await user.type(within(form).getByRole('textbox', { name: /^Dirección\s*\*?$/ }), 'Calle Mayor 3');
    await user.type(within(form).getByRole('textbox', { name: /Código postal/ }), '48001');
    await user.type(within(form).getByRole('textbox', { name: /Localidad/ }), 'Bilbao');
    await user.click(within(form).getByRole('button', { name: 'Guardar datos de facturación' }));
    expect(await within(form).findByText('No es un NIF/CIF válido en España ni un número de IVA válido en ese país de la UE.')).toBeInTheDocument();
    expect(client.state.details).toBeNull();

    // A German business with its VAT number: reverse charge, no VAT line, the legal mention.
    const taxId = within(form).getByRole('textbox', { name: /NIF\/CIF/ });
    await user.clear(taxId);
    await user.type(taxId, 'DE123456789');
    await user.click(within(form).getByRole('combobox', { name: /País/ }));
    await user.keyboard('Alemania');
    await user.click(await screen.findByRole('option', { name: 'Alemania (DE)' }));
    await user.click(within(form).getByRole('button', { name: 'Guardar datos de facturación' }));
    expect(await screen.findByText('Datos de facturación guardados.')).toBeInTheDocument();
    expect(client.state.details).toMatchObject({ legalName: 'Ferretería Norte S.L.', taxId: 'DE123456789', country: 'DE' });
    await waitFor(() => expect(screen.getByTestId('change-quote')).toHaveTextContent('Pagas hoy (IVA incluido)49,00 €'));
    expect(screen.getByTestId('change-quote')).toHaveTextContent('Inversión del sujeto pasivo');
    expect(screen.getByTestId('change-quote')).not.toHaveTextContent('IVA (21 %)');

    await fillCardForm('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Confirmar y pagar' }));
    await waitFor(() => expect(client.state.plan).toBe('standard'));
    expect(client.calls.filter((c) => c.name === 'changeSubscriptionType').at(-1)?.body).toMatchObject({ newSubscriptionType: 'standard' });
  });
});
