import type { ApiErrorBody } from '../ApiError';
import { readFailure, serverMessage } from './readFailure';

export type CampaignErrorContext = 'create' | 'resume' | 'other';

export type CampaignError = { code: string; message: string; status?: number; declineCode?: string };

const DEFAULTS: Record<CampaignErrorContext, string> = {
  create: 'Error creating Ad',
  resume: 'Error resuming campaign',
  other: 'An unexpected error occurred',
};

type ProviderError = { type?: string; code?: string; decline_code?: string; message?: string };

/** The payment provider's error, which the server passes in `details` (or a legacy `error` object). */
function providerError(data: ApiErrorBody): ProviderError | undefined {
  const candidate = [data.details, data.error].find((v) => v && typeof v === 'object' && !Array.isArray(v));
  return candidate as ProviderError | undefined;
}

/** SPEC §8: campaign create and resume errors as code, message, status and declineCode. */
export function normalizeCampaignError(error: unknown, context: CampaignErrorContext = 'other'): CampaignError {
  const failure = readFailure(error);
  if (failure.kind === 'noResponse') return { code: 'network_error', message: 'Network error occurred' };
  if (failure.kind === 'other') return { code: 'unknown_error', message: failure.message || DEFAULTS[context] };

  const { status, data } = failure;
  const provider = providerError(data);
  const isCardError = provider?.type === 'card_error' || data.type === 'card_error';
  if ((status === 403 && provider) || isCardError) {
    return {
      code: 'payment_error',
      message: provider?.message || serverMessage(data) || DEFAULTS[context],
      status,
      declineCode: provider?.decline_code || provider?.code,
    };
  }
  return { code: data.error_code || 'api_error', message: serverMessage(data) || DEFAULTS[context], status };
}
