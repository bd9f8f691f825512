/**
 * Google's answers as recorded from its OpenID Connect endpoints (discovery document and token
 * endpoint), trimmed of fields the client does not read. The ID token itself is signed by the test
 * with its own key (Google's private key is not ours), with the claims Google sends.
 */
export const GOOGLE_DISCOVERY = {
  issuer: 'https://accounts.google.com',
  authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  device_authorization_endpoint: 'https://oauth2.googleapis.com/device/code',
  token_endpoint: 'https://oauth2.googleapis.com/token',
  userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
  revocation_endpoint: 'https://oauth2.googleapis.com/revoke',
  jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
  response_types_supported: ['code', 'token', 'id_token', 'code token', 'code id_token', 'token id_token', 'code token id_token', 'none'],
  subject_types_supported: ['public'],
  id_token_signing_alg_values_supported: ['RS256'],
  scopes_supported: ['openid', 'email', 'profile'],
  token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
  claims_supported: ['aud', 'email', 'email_verified', 'exp', 'family_name', 'given_name', 'iat', 'iss', 'name', 'picture', 'sub'],
  code_challenge_methods_supported: ['plain', 'S256'],
  grant_types_supported: ['authorization_code', 'refresh_token', 'urn:ietf:params:oauth:grant-type:device_code', 'urn:ietf:params:oauth:grant-type:jwt-bearer'],
};

/** The token endpoint's success answer, less the id_token the test signs. */
export const GOOGLE_TOKEN_ANSWER = {
  access_token: 'ya29.a0AfB_byC-recorded-access-token',
  expires_in: 3599,
  scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
  token_type: 'Bearer',
};

/** The token endpoint's answer to a used or unknown code. */
export const GOOGLE_INVALID_GRANT = { error: 'invalid_grant', error_description: 'Bad Request' };

/** The ID token claims Google sends for a personal account (iat, exp, aud and nonce set per test). */
export const GOOGLE_ID_CLAIMS = {
  iss: 'https://accounts.google.com',
  sub: '110169484474386276334',
  email: 'gina.google@gmail.com',
  email_verified: true,
  at_hash: 'HK6E_P6Dh8Y93mRNtsDB1Q',
  name: 'Gina García',
  picture: 'https://lh3.googleusercontent.com/a/recorded',
  given_name: 'Gina',
  family_name: 'García',
};
