import * as oidc from 'openid-client';
import type { AuthTransaction, IdentityConnector, VerifiedIdentity } from './identity.connector';

export type GoogleOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Tests pass recorded answers here; production uses the global fetch. */
  fetch?: oidc.CustomFetch;
};

/** Google through OpenID Connect (openid-client): discovery once, then code + PKCE + nonce. */
export function createGoogleIdentity(options: GoogleOptions): Extract<IdentityConnector, { kind: 'google' }> {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, options.fetch ? { [oidc.customFetch]: options.fetch } : undefined)
      .catch((e: unknown) => {
        configuration = undefined; // a provider outage at start-up must not stick
        throw e;
      });
    return configuration;
  };

  return {
    kind: 'google',
    async begin(redirectUri: string) {
      const config = await discover();
      const transaction: AuthTransaction = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(transaction.verifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
        prompt: 'select_account',
      });
      return { url: url.href, transaction };
    },
    async finish(callbackUrl: URL, transaction: AuthTransaction): Promise<VerifiedIdentity> {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') throw new Error('The identity provider sent no email');
      const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : claims.email.split('@')[0];
      return { provider: 'google', subject: claims.sub, email: claims.email.toLowerCase(), emailVerified: claims.email_verified === true, name };
    },
  };
}
