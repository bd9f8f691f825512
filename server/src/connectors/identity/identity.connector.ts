/** Who an identity provider says the person is, after it verified them. */
export type VerifiedIdentity = {
  provider: 'google';
  /** The provider's stable id for the person (`sub`): the link to our user, never the email. */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
};

/** What must be kept between sending the browser to the provider and its coming back. */
export type AuthTransaction = { state: string; nonce: string; verifier: string };

/**
 * "Sign in with Google". `google`: real OpenID Connect (authorization code + PKCE). `sandbox`: a
 * local consent page stands in for Google (only where sandboxes are allowed). `off`: neither is
 * available (production without Google credentials): the sign-in is refused with a clear code.
 */
export type IdentityConnector =
  | {
      kind: 'google';
      /** The provider's authorization URL for this browser, and the transaction to keep. */
      begin(redirectUri: string): Promise<{ url: string; transaction: AuthTransaction }>;
      /** Exchanges the code of the callback URL and checks state, nonce and the ID token. */
      finish(callbackUrl: URL, transaction: AuthTransaction): Promise<VerifiedIdentity>;
    }
  | { kind: 'sandbox' }
  | { kind: 'off' };
