import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { MailConnector } from './mail.connector';
import { createMailerSendMail } from './mailersend';
import { createSandboxMail } from './sandbox';
import { createSmtpMail } from './smtp';

export type { MailConnector, MailMessage, StoredMail, DkimKey } from './mail.connector';
export { MailSendError } from './mail.connector';

/**
 * Which way mail leaves, by precedence: MAILERSEND_API_KEY (MailerSend's API) > SMTP_URL (any
 * SMTP server, pooled, DKIM-signed per sending domain) > the sandbox outbox (nothing leaves).
 * Every mail of the product takes the chosen way (reset codes, invitations, support, marketing).
 */
export function createMailConnector(config: Config, db: Db): MailConnector {
  if (config.MAILERSEND_API_KEY) return createMailerSendMail(config.MAILERSEND_API_KEY, config.MAIL_FROM);
  if (config.SMTP_URL) return createSmtpMail(config.SMTP_URL, config.MAIL_FROM);
  return createSandboxMail(db, config.MAIL_FROM);
}
