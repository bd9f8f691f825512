import type { TFunction } from 'i18next';
import { normalizeCampaignError } from '../../../dataProvider/errors';

/**
 * What to tell the user when a pause or relaunch is refused (SPEC §8): the card processor's
 * message and decline code for payment_error, a connection message for network_error, the
 * server's own message otherwise.
 */
export function campaignErrorText(error: unknown, t: TFunction): string {
  const e = normalizeCampaignError(error, 'resume');
  if (e.code === 'payment_error') return t('campaigns.list.errors.payment', { message: e.message, code: e.declineCode ?? '' });
  if (e.code === 'network_error') return t('campaigns.list.errors.network');
  if (e.code === 'payment_method_required') return t('campaigns.list.errors.noCard');
  return e.message;
}
