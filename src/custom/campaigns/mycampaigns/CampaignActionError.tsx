import type { TFunction } from 'i18next';
import type { Refusal } from '../../../components/RefusalAlert/RefusalAlert';
import { normalizeCampaignError } from '../../../dataProvider/errors/normalizeCampaignError';

export type CampaignActionFailure = Refusal;

/**
 * What to tell the user when a pause or relaunch is refused (SPEC §8, context resume): the card
 * processor's message and decline code, no connection, no card to pay with (with the way to
 * billing), or the server's own message.
 */
export function campaignActionFailure(error: unknown, t: TFunction): CampaignActionFailure {
  const e = normalizeCampaignError(error, 'resume');
  if (e.code === 'payment_error') {
    return { text: e.declineCode ? t('campaigns.list.errors.payment', { message: e.message, code: e.declineCode }) : t('campaigns.list.errors.paymentNoCode', { message: e.message }), billing: true };
  }
  if (e.code === 'network_error') return { text: t('campaigns.list.errors.network'), billing: false };
  if (e.code === 'payment_method_required' || e.status === 402) return { text: t('campaigns.list.errors.noCard'), billing: true };
  return { text: e.message, billing: false };
}
