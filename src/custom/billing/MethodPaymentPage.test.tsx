import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SavedCard, SavedCardStripe } from './MethodPaymentPage.stories';
import { createFakeBillingClient } from './stories/createFakeBillingClient';
import { createFakeStripeJs } from './stories/createFakeStripeJs';

const card = { _id: '00000000-0000-4000-9000-000000000001', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true, createdAt: '2026-01-01T00:00:00.000Z' };

describe('MethodPaymentPage', () => {
  it('refuses an expired card with the decline message, then replaces the saved card with a good one', async () => {
    const client = createFakeBillingClient({ plan: 'standard', cards: [card] });
    render(<SavedCard client={client} language="en" />);
    expect(await screen.findByText('VISA •••• 4242')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const type = async (number: string) => {
      for (const [name, value] of [[/card number/i, number], [/expiry/i, '1031'], [/security code/i, '321']] as const) {
        await user.clear(screen.getByRole('textbox', { name }));
        await user.type(screen.getByRole('textbox', { name }), value);
      }
      await user.click(screen.getByRole('button', { name: 'Save card' }));
    };
    await type('4000 0000 0000 0069');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has expired.');
    expect(client.state.cards).toEqual([card]);

    await type('5555 5555 5555 4444');
    expect(await screen.findByRole('status')).toHaveTextContent('Your card has been saved.');
    expect(screen.getByText('VISA •••• 4444')).toBeInTheDocument();
    expect(screen.queryByText('VISA •••• 4242')).not.toBeInTheDocument();
    expect(client.calls.find((c) => c.name === 'changePaymentMethod' && (c.body as { replaceId?: string }).replaceId === card._id)).toBeTruthy();
    // The saved card's number and code are gone from the form.
    expect(await screen.findByRole('textbox', { name: /card number/i })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /security code/i })).toHaveValue('');
  });

  it('adds a card beside the current one without making it the default when "replace" is unchecked', async () => {
    const client = createFakeBillingClient({ plan: 'standard', cards: [card] });
    render(<SavedCard client={client} language="en" />);
    await screen.findByText('VISA •••• 4242');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('checkbox'));
    for (const [name, value] of [[/card number/i, '5555 5555 5555 4444'], [/expiry/i, '1031'], [/security code/i, '321']] as const) {
      await user.type(screen.getByRole('textbox', { name }), value);
    }
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your card has been saved.');
    expect(client.calls.find((c) => c.name === 'changePaymentMethod')?.body).toMatchObject({ replaceId: null, makeDefault: false });
    expect(client.state.cards.find((c) => c.isDefault)?._id).toBe(card._id);
    expect(client.state.cards).toHaveLength(2);
  });

  it('makes another saved card the default, removes one, and keeps the only card of a paid plan (Spanish)', async () => {
    const second = { ...card, _id: '00000000-0000-4000-9000-000000000002', last4: '1881', isDefault: false };
    const client = createFakeBillingClient({ plan: 'standard', cards: [card, second] });
    render(<SavedCard client={client} />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Usar VISA •••• 1881 como tarjeta por defecto' }));
    expect(await screen.findByRole('status')).toHaveTextContent('VISA •••• 1881 es ahora tu tarjeta por defecto.');
    expect(client.state.cards.find((c) => c.isDefault)?._id).toBe(second._id);
    expect(screen.queryByRole('button', { name: /como tarjeta por defecto/ })).toHaveAccessibleName('Usar VISA •••• 4242 como tarjeta por defecto');

    await user.click(screen.getByRole('button', { name: 'Eliminar VISA •••• 4242' }));
    expect(await screen.findByText('La tarjeta se ha eliminado.')).toBeInTheDocument();
    expect(client.state.cards.map((c) => c._id)).toEqual([second._id]);
    expect(client.calls).toContainEqual({ name: 'removePaymentMethod', body: { id: card._id } });
    expect(screen.queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument();
    expect(screen.getByText('Esta tarjeta paga tu plan: añade otra tarjeta antes de eliminarla.')).toBeInTheDocument();
  });

  it('with Stripe, swaps in the card Stripe turned into a payment method; a card Stripe refuses changes nothing', async () => {
    const client = createFakeBillingClient({ plan: 'standard', cards: [card] });
    const stripeJs = createFakeStripeJs();
    render(<SavedCardStripe client={client} stripeJs={stripeJs} language="en" />);
    expect(await screen.findByText('VISA •••• 4242')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    const field = await screen.findByRole('textbox', { name: 'Card number (test Stripe)' });
    const save = screen.getByRole('button', { name: 'Save card' });
    await waitFor(() => expect(save).toBeEnabled());

    await user.type(field, '4000000000000002');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(client.calls.map((c) => c.name)).not.toContain('changePaymentMethod');

    await user.clear(field);
    await user.type(field, '5555555555554444');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Your card has been saved.');
    expect(client.calls.find((c) => c.name === 'changePaymentMethod')?.body).toEqual({ paymentMethodId: 'pm_fake_stripe_1', replaceId: card._id, makeDefault: true });
    expect(client.calls.map((c) => c.name)).not.toContain('createCardToken');
  });
});
