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

/**
 * Reply sync (reference §3.3): `users.history.list?startHistoryId=4182736&historyTypes=messageAdded`
 * in two pages. The first holds a reply in the thread of SEND_ANSWER, a message of a thread the
 * product never sent in, and a record without messagesAdded (Gmail lists every record touching
 * the range; only the type asked for carries its field).
 */
export const HISTORY_PAGE_1 = {
  history: [
    {
      id: '4182790',
      messages: [{ id: '18c1f3c4d5e6f701', threadId: '18c1f2a3b4c5d6e7' }],
      messagesAdded: [{ message: { id: '18c1f3c4d5e6f701', threadId: '18c1f2a3b4c5d6e7', labelIds: ['UNREAD', 'IMPORTANT', 'CATEGORY_PERSONAL', 'INBOX'] } }],
    },
    {
      id: '4182793',
      messages: [{ id: '18c1f3d0e1f20304', threadId: '18c1f3d0e1f20304' }],
      messagesAdded: [{ message: { id: '18c1f3d0e1f20304', threadId: '18c1f3d0e1f20304', labelIds: ['UNREAD', 'CATEGORY_PROMOTIONS', 'INBOX'] } }],
    },
    { id: '4182795', messages: [{ id: '18c1f2a3b4c5d6e7', threadId: '18c1f2a3b4c5d6e7' }] },
  ],
  nextPageToken: '09218743562019837465',
  historyId: '4182812',
};

/** The second page: the collaborator's own answer from Gmail's web client, in the same thread. */
export const HISTORY_PAGE_2 = {
  history: [
    {
      id: '4182810',
      messages: [{ id: '18c1f3e9a0b1c2d3', threadId: '18c1f2a3b4c5d6e7' }],
      messagesAdded: [{ message: { id: '18c1f3e9a0b1c2d3', threadId: '18c1f2a3b4c5d6e7', labelIds: ['SENT'] } }],
    },
  ],
  historyId: '4182812',
};

/** Nothing added since. */
export const HISTORY_EMPTY = { historyId: '4182812' };

/** The start id is older than the history Gmail keeps (reference §3.3: run a full sync). */
export const HISTORY_EXPIRED = {
  error: {
    code: 404,
    message: 'Requested entity was not found.',
    errors: [{ message: 'Requested entity was not found.', domain: 'global', reason: 'notFound' }],
    status: 'NOT_FOUND',
  },
};

/** `users.messages.get?format=metadata&metadataHeaders=From&…`: headers asked for, labels and the (HTML-escaped) snippet; no body. */
export const REPLY_METADATA = {
  id: '18c1f3c4d5e6f701',
  threadId: '18c1f2a3b4c5d6e7',
  labelIds: ['UNREAD', 'IMPORTANT', 'CATEGORY_PERSONAL', 'INBOX'],
  snippet: 'Hola Luis, gracias por la propuesta. ¿Podemos vernos el jueves? I&#39;m free after 10 &amp; before 2',
  payload: {
    partId: '',
    mimeType: 'multipart/alternative',
    filename: '',
    headers: [
      { name: 'From', value: 'Pedro López <Pedro.Lopez@example.com>' },
      { name: 'To', value: 'Luis Pérez <luis.perez@gmail.com>' },
      { name: 'Subject', value: 'Re: Propuesta de colaboración' },
      { name: 'Message-ID', value: '<CAGx7bq0=K2pE9vQ@mail.gmail.com>' },
    ],
  },
  sizeEstimate: 5417,
  historyId: '4182795',
  internalDate: '1690885380000',
};

/** The collaborator's own message (SENT), from Gmail's web client. */
export const OWN_METADATA = {
  id: '18c1f3e9a0b1c2d3',
  threadId: '18c1f2a3b4c5d6e7',
  labelIds: ['SENT'],
  snippet: 'Perfecto, el jueves a las 11.',
  payload: {
    partId: '', mimeType: 'text/plain', filename: '',
    headers: [
      { name: 'From', value: 'Luis Pérez <luis.perez@gmail.com>' },
      { name: 'To', value: 'Pedro López <pedro.lopez@example.com>' },
      { name: 'Subject', value: 'Re: Propuesta de colaboración' },
      { name: 'Message-ID', value: '<CAHy8cr1=L3qF0wR@mail.gmail.com>' },
    ],
  },
  sizeEstimate: 2210,
  historyId: '4182811',
  internalDate: '1690886100000',
};

/** `users.threads.get?format=metadata` of the product's thread, read again by a full sync. */
export const THREAD_METADATA = {
  id: '18c1f2a3b4c5d6e7',
  historyId: '4182900',
  messages: [
    { ...REPLY_METADATA, id: '18c1f2a3b4c5d6e7', labelIds: ['SENT'], snippet: 'Hola Pedro, te envío la propuesta.', payload: { ...REPLY_METADATA.payload, headers: [{ name: 'From', value: 'luis.perez@gmail.com' }, { name: 'Subject', value: 'Propuesta de colaboración' }] }, internalDate: '1690884000000' },
    REPLY_METADATA,
    { ...REPLY_METADATA, id: '18c1f4a0b1c2d3e4', snippet: 'Y otra cosa: ¿me mandas el PDF?', payload: { ...REPLY_METADATA.payload, headers: [{ name: 'From', value: 'pedro.lopez@example.com' }, { name: 'Subject', value: 'Re: Propuesta de colaboración' }] }, historyId: '4182899', internalDate: '1690970400000' },
  ],
};

/** users.getProfile after the history expired: where the next incremental sync starts. */
export const PROFILE_LATER = { ...PROFILE, historyId: '4183000' };

/** `users.watch` (reference §3.3): the history id at the watch and when it ends (epoch ms, 7 days on). */
export const WATCH_ANSWER = { historyId: '4183200', expiration: '1691490000000' };
