import type { Config } from '../../config';
import { GmailMailbox } from './gmail';
import { MailboxError, type MailboxConnector } from './mailbox.connector';
import { SandboxMailbox } from './sandbox';

export type { HistoryPage, MailboxConnector, MailboxTokens, MessageMetadata } from './mailbox.connector';
export { MailboxError } from './mailbox.connector';
export { GmailMailbox } from './gmail';
export { SandboxMailbox } from './sandbox';

const refuse = async (): Promise<never> => {
  throw new MailboxError('vendor_unavailable', 'Gmail is not configured on this server', 503);
};

class UnavailableMailbox implements MailboxConnector {
  readonly provider = 'off' as const;
  authorizeUrl(): string {
    throw new MailboxError('vendor_unavailable', 'Gmail is not configured on this server', 503);
  }
  exchangeCode = refuse;
  refresh = refuse;
  profile = refuse;
  send = refuse;
  revoke = refuse;
  history = refuse;
  threadMessages = refuse;
  message = refuse;
  watch = refuse;
}

/**
 * Gmail with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET (the OAuth client "Sign in with Google"
 * uses; its consent screen must list the Gmail scopes); else the sandbox where allowed; else off.
 */
export function createMailboxConnector(config: Config, fetchFn?: typeof fetch): MailboxConnector {
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    return new GmailMailbox({ clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET, ...(fetchFn ? { fetch: fetchFn } : {}) });
  }
  return config.sandboxAllowed ? new SandboxMailbox() : new UnavailableMailbox();
}
