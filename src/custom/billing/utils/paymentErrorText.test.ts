import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../dataProvider/ApiError';
import { assertChangeableSubscription } from '../../../routes/subscription';
import { createTestI18n } from '../../../test/createTestI18n';
import { paymentErrorText } from './paymentErrorText';

const es = createTestI18n('es').t;
const refusal = () => {
  try {
    assertChangeableSubscription('freemium');
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('paymentErrorText', () => {
  it('the local refusal reads as the server’s: status 400, its decline code, our message in the user’s language', () => {
    expect(paymentErrorText(refusal(), es)).toEqual({ text: 'Tipo de suscripción no válido', status: 400, declineCode: 'invalid_subscription_type' });
    const server = new ApiError('Invalid subscription type', 400, { error_code: 'invalid_subscription_type', message: 'Invalid subscription type' });
    expect(paymentErrorText(server, es)).toEqual(paymentErrorText(refusal(), es));
  });

  it('a known decline gets our text; an unknown one keeps the processor’s message', () => {
    const declined = new ApiError('Declined', 402, { error_code: 'card_declined', message: 'Declined', details: { decline_code: 'insufficient_funds' } });
    expect(paymentErrorText(declined, es).text).toBe('Tu tarjeta no tiene fondos suficientes. Usa otra tarjeta.');
    const odd = new ApiError('Card velocity exceeded', 402, { message: 'Card velocity exceeded', details: { decline_code: 'card_velocity_exceeded' } });
    expect(paymentErrorText(odd, es)).toEqual({ text: 'Card velocity exceeded', status: 402, declineCode: 'card_velocity_exceeded' });
  });

  it('any other refusal reads as the API client localized it, not in the server’s English', () => {
    const taken = new ApiError('Ya tienes este plan.', 409, { error_code: 'already_subscribed', message: 'You are already on this plan' });
    expect(paymentErrorText(taken, es)).toMatchObject({ text: 'Ya tienes este plan.', status: 409 });
    expect(paymentErrorText(new Error('boom'), es).text).toBe(es('app.errors.generic'));
  });
});
