import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../dataProvider/ApiError';
import { createFakeBillingClient } from '../stories/createFakeBillingClient';
import { createFakeStripeJs } from '../stories/createFakeStripeJs';
import { fillCardForm } from '../stories/fillCardForm';
import { withStripeConfig } from '../stories/withStripeConfig';
import { Sandbox, StripeElements, StripeElementsEnglish, StripeUnreachable, StripeWithoutKey } from './CardEntry.stories';

const user = () => userEvent.setup({ delay: null });

/** Types into the (fake) Stripe card field once Stripe is ready, and the holder's name. */
async function fillStripeCard(number: string, name = 'Ana Test') {
  const u = user();
  await u.type(await screen.findByRole('textbox', { name: 'Card number (test Stripe)' }), number);
  await u.type(screen.getByRole('textbox', { name: /titular|name on the card/i }), name);
  return u;
}

describe('CardEntry, sandbox processor', () => {
  it('tokenises the typed card with the local processor and hands on its id, never loading Stripe.js', async () => {
    const client = createFakeBillingClient();
    const stripeJs = createFakeStripeJs();
    const onSubmit = vi.fn(async () => undefined);
    render(<Sandbox client={client} stripeJs={stripeJs} onSubmit={onSubmit} />);
    expect(screen.getByRole('progressbar', { name: 'Cargando el formulario de la tarjeta' })).toBeInTheDocument();
    const u = await fillCardForm('4242 4242 4242 4242');
    await u.click(screen.getByRole('button', { name: 'Guardar tarjeta' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('pm_fake_1'));
    expect(client.calls.find((c) => c.name === 'createCardToken')?.body).toMatchObject({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' });
    expect(stripeJs.calls).toEqual([]);
  });

  it('shows the tokeniser\'s refusal on the card number field and does not go on', async () => {
    const client = createFakeBillingClient();
    const message = 'This card number is not accepted';
    client.createCardToken = async () => {
      throw new ApiError(message, 400, { error_code: 'validation_error', message, details: [{ path: 'body.number', message }], errors: { number: message } });
    };
    const onSubmit = vi.fn(async () => undefined);
    render(<Sandbox client={client} language="en" onSubmit={onSubmit} />);
    const u = await fillCardForm('4242 4242 4242 4242');
    await u.click(screen.getByRole('button', { name: 'Save card' }));
    const number = screen.getByRole('textbox', { name: /card number/i });
    await waitFor(() => expect(number).toHaveAccessibleDescription(message));
    expect(number).toBeInvalid();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stops before the processor when the flow refuses (onBeforeSubmit throws), showing why', async () => {
    const client = createFakeBillingClient();
    const onSubmit = vi.fn(async () => undefined);
    const onBeforeSubmit = () => {
      throw new ApiError('Invalid subscription type', 400, { error_code: 'invalid_subscription_type', message: 'Invalid subscription type' });
    };
    render(<Sandbox client={client} language="en" onSubmit={onSubmit} onBeforeSubmit={onBeforeSubmit} />);
    const u = await fillCardForm('4242 4242 4242 4242');
    await u.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid subscription type');
    expect(client.calls.map((c) => c.name)).not.toContain('createCardToken');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('CardEntry, Stripe processor', () => {
  it('loads Stripe.js with the publishable key in the interface language, then hands on the pm_ id of the card', async () => {
    const stripeJs = createFakeStripeJs();
    const onSubmit = vi.fn(async () => undefined);
    render(<StripeElements stripeJs={stripeJs} onSubmit={onSubmit} />);
    expect(screen.getByRole('progressbar', { name: 'Cargando el formulario de la tarjeta' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Número de tarjeta, caducidad y código de seguridad' })).toBeInTheDocument();
    expect(stripeJs.calls.slice(0, 2)).toEqual([
      { name: 'loadStripe', body: { publishableKey: 'pk_test_fake', locale: 'es' } },
      { name: 'elements', body: { locale: 'es' } },
    ]);
    const button = screen.getByRole('button', { name: 'Guardar tarjeta' });
    await waitFor(() => expect(button).toBeEnabled());

    const u = await fillStripeCard('4242424242424242');
    await u.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('pm_fake_stripe_1'));
    expect(stripeJs.calls.find((c) => c.name === 'createPaymentMethod')?.body).toEqual({ type: 'card', card: 'cardElement', billing_details: { name: 'Ana Test' } });
    expect(screen.getByTestId('payment-method')).toHaveTextContent('pm_fake_stripe_1');
  });

  it('shows Stripe\'s own message when it refuses the card, and does not go on', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<StripeElements onSubmit={onSubmit} />);
    const button = await screen.findByRole('button', { name: 'Guardar tarjeta' });
    await waitFor(() => expect(button).toBeEnabled());
    const u = await fillStripeCard('4000000000000002');
    await u.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu tarjeta ha sido rechazada.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows Stripe\'s inline check under the card field, in English too', async () => {
    render(<StripeElementsEnglish />);
    const u = user();
    await u.type(await screen.findByRole('textbox', { name: 'Card number (test Stripe)' }), '4242424242424241');
    expect(await screen.findByText('Your card number is invalid.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is invalid.');
  });

  it('stops before Stripe when the flow refuses', async () => {
    const stripeJs = createFakeStripeJs();
    const onSubmit = vi.fn(async () => undefined);
    const onBeforeSubmit = () => {
      throw new ApiError('Invalid subscription type', 400, { error_code: 'invalid_subscription_type', message: 'Invalid subscription type' });
    };
    render(<StripeElementsEnglish stripeJs={stripeJs} onSubmit={onSubmit} onBeforeSubmit={onBeforeSubmit} />);
    const button = await screen.findByRole('button', { name: 'Save card' });
    await waitFor(() => expect(button).toBeEnabled());
    await (await fillStripeCard('4242424242424242')).click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid subscription type');
    expect(stripeJs.calls.map((c) => c.name)).not.toContain('createPaymentMethod');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says so, in the user\'s language, when Stripe.js cannot be loaded', async () => {
    render(<StripeUnreachable />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se ha podido cargar el formulario seguro de la tarjeta (Stripe). Comprueba tu conexión y vuelve a cargar la página.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so in English too', async () => {
    render(<StripeUnreachable language="en" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The secure card form (Stripe) could not be loaded. Check your connection and reload the page.');
  });

  it('explains a Stripe installation without a publishable key, without loading Stripe.js', async () => {
    const stripeJs = createFakeStripeJs();
    render(<StripeWithoutKey stripeJs={stripeJs} language="en" client={withStripeConfig(createFakeBillingClient(), null)} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Card payments are not set up on this installation yet. Please contact support.');
    expect(stripeJs.calls).toEqual([]);
  });
});
