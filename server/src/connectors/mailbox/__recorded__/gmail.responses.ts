/**
 * Google's answers (oauth2.googleapis.com/token and /revoke, gmail.googleapis.com users.getProfile
 * and users.messages.send; reference/integrations.md §3), tokens replaced by placeholders.
 */
export const TOKEN_ANSWER = {
  access_token: 'ya29.a0AfB_byC-recorded-gmail-access',
  expires_in: 3599,
  refresh_token: '1//0g-recorded-gmail-refresh',
  scope: 'https://www.googleapis.com/auth/gmail.send https://www.googleapis.com/auth/gmail.metadata',
  token_type: 'Bearer',
};

/** A refresh: Google sends no new refresh token (the old one stays valid). */
export const REFRESH_ANSWER = { access_token: 'ya29.a0AfB_byC-recorded-gmail-access-2', expires_in: 3599, scope: TOKEN_ANSWER.scope, token_type: 'Bearer' };

export const INVALID_GRANT = { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' };

export const PROFILE = { emailAddress: 'luis.perez@gmail.com', messagesTotal: 1532, threadsTotal: 1201, historyId: '4182736' };

export const SEND_ANSWER = { id: '18c1f2a3b4c5d6e7', threadId: '18c1f2a3b4c5d6e7', labelIds: ['SENT'] };

/** An expired access token on the Gmail API. */
export const UNAUTHENTICATED = {
  error: {
    code: 401,
    message: 'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
    errors: [{ message: 'Invalid Credentials', domain: 'global', reason: 'authError', location: 'Authorization', locationType: 'header' }],
    status: 'UNAUTHENTICATED',
  },
};
