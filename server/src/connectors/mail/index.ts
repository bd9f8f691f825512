import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { MailConnector } from './mail.connector';
import { createSandboxMail } from './sandbox';
import { createSmtpMail } from './smtp';

export type { MailConnector, MailMessage, StoredMail } from './mail.connector';

/** SMTP when SMTP_URL is set, else the sandbox outbox. */
export function createMailConnector(config: Config, db: Db): MailConnector {
  return config.SMTP_URL ? createSmtpMail(config.SMTP_URL, config.MAIL_FROM) : createSandboxMail(db, config.MAIL_FROM);
}
