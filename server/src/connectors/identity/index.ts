import type { Config } from '../../config';
import { createGoogleIdentity } from './google';
import type { IdentityConnector } from './identity.connector';

export type { AuthTransaction, IdentityConnector, VerifiedIdentity } from './identity.connector';

/** Google when its credentials are set; else the sandbox consent page where sandboxes are allowed. */
export function createIdentityConnector(config: Config, fetch?: Parameters<typeof createGoogleIdentity>[0]['fetch']): IdentityConnector {
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    return createGoogleIdentity({ issuer: config.GOOGLE_ISSUER, clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET, fetch });
  }
  return config.sandboxAllowed ? { kind: 'sandbox' } : { kind: 'off' };
}
