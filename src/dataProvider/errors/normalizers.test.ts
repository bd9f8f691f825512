import { describe, expect, it } from 'vitest';
import { ApiError } from '../ApiError';
import {
  LocalRefusal,
  MissingTokenError,
  normalizeCampaignError,
  normalizeCancelSubscriptionError,
  normalizeChatContactError,
  normalizeCsvImportError,
  normalizeCustomDomainError,
  normalizeLandingError,
  normalizeSubdomainError,
  normalizeSubscriptionError,
} from './index';

const http = (status: number, body: Record<string, unknown> = {}) => new ApiError(String(body.message ?? 'x'), status, body);
const network = () => new ApiError('Failed to fetch', 0);

describe('normalizeCampaignError', () => {
  it('a 403 with a provider error is a card decline', () => {
    const e = http(403, { error_code: 'forbidden', message: 'x', details: { message: 'Your card was declined.', decline_code: 'insufficient_funds' } });
    expect(normalizeCampaignError(e, 'create')).toEqual({
      code: 'payment_error', message: 'Your card was declined.', status: 403, declineCode: 'insufficient_funds',
    });
  });
  it('a card-error type is a card decline, the code standing in for a missing decline code', () => {
    const e = http(402, { message: 'x', details: { type: 'card_error', code: 'expired_card', message: 'Expired' } });
    expect(normalizeCampaignError(e, 'resume')).toEqual({ code: 'payment_error', message: 'Expired', status: 402, declineCode: 'expired_card' });
  });
  it('other responses keep the server code and message', () => {
    expect(normalizeCampaignError(http(409, { error_code: 'budget_low', message: 'Budget too low' }), 'create')).toEqual({
      code: 'budget_low', message: 'Budget too low', status: 409,
    });
  });
  it('a response without code or message falls back to api_error and the context default', () => {
    expect(normalizeCampaignError(new ApiError('', 500, {}), 'create')).toEqual({ code: 'api_error', message: 'Error creating Ad', status: 500 });
    expect(normalizeCampaignError(new ApiError('', 500, { error: 'Legacy' }), 'resume')).toMatchObject({ message: 'Legacy' });
  });
  it('no response is a network error', () => {
    expect(normalizeCampaignError(network(), 'create')).toEqual({ code: 'network_error', message: 'Network error occurred' });
  });
  it('anything else is unknown_error with the context default', () => {
    expect(normalizeCampaignError(null, 'create')).toEqual({ code: 'unknown_error', message: 'Error creating Ad' });
    expect(normalizeCampaignError(undefined, 'resume')).toEqual({ code: 'unknown_error', message: 'Error resuming campaign' });
    expect(normalizeCampaignError('boom')).toEqual({ code: 'unknown_error', message: 'An unexpected error occurred' });
  });
});

describe('normalizeSubscriptionError', () => {
  it('a response keeps the server message, status and decline code', () => {
    const e = http(402, { error_code: 'card_declined', message: 'Declined', details: { decline_code: 'lost_card' } });
    expect(normalizeSubscriptionError(e, 'changeSubscription')).toEqual({ message: 'Declined', status: 402, declineCode: 'lost_card' });
  });
  it('without a decline code in the details, the body’s declineCode, else its error_code', () => {
    expect(normalizeSubscriptionError(http(402, { error_code: 'payment_error', message: 'No', declineCode: 'do_not_honor' }), 'changeSubscription').declineCode).toBe('do_not_honor');
    expect(normalizeSubscriptionError(http(409, { error_code: 'conflict', message: 'Busy' }), 'changeSubscription')).toEqual({ message: 'Busy', status: 409, declineCode: 'conflict' });
  });
  it('the local refusal "Invalid subscription type" keeps its message and status 400, as the server’s refusal reads', () => {
    const local = new LocalRefusal('Invalid subscription type', 400, 'invalid_subscription_type');
    const server = http(400, { error_code: 'invalid_subscription_type', message: 'Invalid subscription type' });
    const expected = { message: 'Invalid subscription type', status: 400, declineCode: 'invalid_subscription_type' };
    expect(normalizeSubscriptionError(local, 'changeSubscription')).toEqual(expected);
    expect(normalizeSubscriptionError(local, 'register')).toEqual(expected);
    expect(normalizeSubscriptionError(server, 'changeSubscription')).toEqual(expected);
  });
  it('a local refusal without a code has no decline code', () => {
    expect(normalizeSubscriptionError(new LocalRefusal('Invalid subscription type'), 'changeSubscription')).toEqual({
      message: 'Invalid subscription type', status: 400, declineCode: undefined,
    });
  });
  it('a response without message uses the default of its context', () => {
    expect(normalizeSubscriptionError(new ApiError('', 400, {}), 'register').message).toBe('An error occurred during registration');
    expect(normalizeSubscriptionError(new ApiError('', 400, {}), 'changeSubscription').message).toBe(
      'An error occurred while changing subscription',
    );
  });
  it('no response', () => {
    expect(normalizeSubscriptionError(network(), 'register')).toEqual({
      message: 'No response received from server. Please try again later.', status: 0, declineCode: 'network_error',
    });
  });
  it('anything else', () => {
    expect(normalizeSubscriptionError(new Error('bug'), 'register')).toEqual({
      message: 'An unexpected error occurred. Please try again later.', status: 500, declineCode: 'unknown_error',
    });
  });
});

describe('normalizeCancelSubscriptionError', () => {
  it('server message with status and details', () => {
    expect(normalizeCancelSubscriptionError(http(400, { message: 'Wrong password', details: [{ path: 'password', message: 'x' }] }))).toEqual({
      message: 'Wrong password', status: 400, details: [{ path: 'password', message: 'x' }],
    });
  });
  it('default message when the server gives none', () => {
    expect(normalizeCancelSubscriptionError(new ApiError('', 500, {}))).toEqual({
      message: 'Failed to cancel subscription. Please try again.', status: 500, details: undefined,
    });
  });
  it('network failure', () => {
    expect(normalizeCancelSubscriptionError(network())).toEqual({
      message: 'Network error occurred. Please check your connection and try again.', status: 0,
    });
  });
  it('anything else', () => {
    expect(normalizeCancelSubscriptionError(new Error('bug'))).toEqual({ message: 'An unexpected error occurred. Please try again.', status: 500 });
  });
});

describe('normalizeLandingError', () => {
  it('the tier cap message gives max_landings whatever the status', () => {
    expect(normalizeLandingError(http(403, { message: 'You have reached the maximum number of landings for your tier' })).code).toBe('max_landings');
  });
  it.each([
    [400, 'invalid_data'],
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [429, 'rate_limit'],
    [500, 'unknown_error'],
  ])('status %i gives %s', (status, code) => {
    expect(normalizeLandingError(http(status, { message: 'm' }))).toEqual({ code, message: 'm', status });
  });
  it('no response is unknown_error', () => {
    expect(normalizeLandingError(network()).code).toBe('unknown_error');
  });
});

describe('domain normalisers', () => {
  it('the plan message gives UPGRADE_PLAN', () => {
    expect(normalizeCustomDomainError(http(403, { message: 'Your price plan is not allowed third party domains' })).code).toBe('UPGRADE_PLAN');
  });
  it('other custom-domain errors give UNKNOWN_ERROR', () => {
    expect(normalizeCustomDomainError(http(500, { message: 'boom' })).code).toBe('UNKNOWN_ERROR');
    expect(normalizeCustomDomainError(network()).code).toBe('UNKNOWN_ERROR');
  });
  it('subdomain: exists, edit error, anything else', () => {
    expect(normalizeSubdomainError(http(409, { message: 'This domain name already exists' })).code).toBe('SUBDOMAIN_EXISTS');
    expect(normalizeSubdomainError(http(500, { message: 'Error editing subdomain' })).code).toBe('SUBDOMAIN_EDIT_ERROR');
    expect(normalizeSubdomainError(new Error('x')).code).toBe('UNKNOWN_ERROR');
  });
});

describe('normalizeChatContactError', () => {
  it('404 and 403 have fixed messages', () => {
    expect(normalizeChatContactError(http(404))).toEqual({ message: 'WhatsApp contact not found', status: 404 });
    expect(normalizeChatContactError(http(403))).toEqual({ message: 'Not authorized to access this WhatsApp contact', status: 403 });
  });
  it('other statuses keep the server message', () => {
    expect(normalizeChatContactError(http(500, { message: 'Down' }))).toEqual({ message: 'Down', status: 500 });
  });
  it('no response', () => {
    expect(normalizeChatContactError(network())).toEqual({ message: 'Network error occurred', status: 0 });
  });
});

describe('normalizeCsvImportError', () => {
  it('server message, or the default', () => {
    expect(normalizeCsvImportError(http(400, { message: 'Fila 3 inválida' }))).toEqual({ message: 'Fila 3 inválida' });
    expect(normalizeCsvImportError(new ApiError('', 500, {}))).toEqual({ message: 'Error en la importación de contactos' });
  });
  it('no response', () => {
    expect(normalizeCsvImportError(network())).toEqual({ message: 'No se recibió respuesta del servidor. Verifica tu conexión.' });
  });
  it('missing token', () => {
    expect(normalizeCsvImportError(new MissingTokenError())).toEqual({ message: 'No se encontró token de autenticación' });
  });
  it('anything else', () => {
    expect(normalizeCsvImportError(new Error('x'))).toEqual({ message: 'Error en la importación de contactos' });
  });
});
