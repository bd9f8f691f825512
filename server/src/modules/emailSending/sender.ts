import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/errors';
import type { DkimKey } from '../../connectors/mail';
import { UNVERIFIED_SENDER_CODE, UNVERIFIED_SENDER_MESSAGE } from '../../../../contract/email';
import { senderDomainFor } from '../emailDomains/emailDomains.lookup';
import type { Language } from './message.compose';

/** The refusal of a From address whose domain is not a verified sending domain of the company. */
export const unverifiedSender = (path = 'body.from.email') =>
  new AppError(422, UNVERIFIED_SENDER_CODE, UNVERIFIED_SENDER_MESSAGE, [{ path, message: UNVERIFIED_SENDER_MESSAGE, code: UNVERIFIED_SENDER_CODE }]);

/** The DKIM key to sign with, when `fromEmail` is on a verified sending domain of the company; else 422. */
export async function requireVerifiedSender(deps: AppDeps, companyId: string, fromEmail: string): Promise<DkimKey> {
  const domain = await senderDomainFor(deps.db, deps.config, companyId, fromEmail);
  if (!domain || !domain.verified) throw unverifiedSender();
  return domain.dkim;
}

/**
 * How the company speaks in its mail's footer and unsubscribe page: its name, and its owner's
 * language (companies have no language of their own; the owner chose one in their profile).
 */
export async function companyVoice(db: Db, companyId: string): Promise<{ name: string; language: Language; timezone: string }> {
  const row = await db.selectFrom('companies').innerJoin('users', 'users.id', 'companies.ownerId')
    .select(['companies.name', 'companies.timezone', 'users.language']).where('companies.id', '=', companyId).executeTakeFirstOrThrow();
  return { name: row.name, language: row.language === 'en' ? 'en' : 'es', timezone: row.timezone };
}
