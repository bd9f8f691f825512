/**
 * Calendly's answers as documented and observed (developer.calendly.com: post-oauth-token,
 * post-oauth-refresh-token, get-current-user, create-webhook-subscription, webhook errors;
 * reference/integrations.md §2), tokens and ids replaced by recorded placeholders.
 */
export const TOKEN_ANSWER = {
  token_type: 'Bearer',
  access_token: 'eyJraWQiOiIxY2UxZTEzNjE3ZGNmNzY2YjNjZWJjY2Y4ZGM1YmFmYThhNjVlNjg0MDIzZjdjMzJiZTgzNDliMjM4MDEzNWI0IiwidHlwIjoiUEFUIiwiYWxnIjoiRVMyNTYifQ.recorded-access',
  refresh_token: 'b77a76ffce83d3bc20531ebd8e6e3e1e4e4d4c5e8f2c1b0a9f8e7d6c5b4a3921',
  scope: 'default',
  created_at: 1700000000,
  expires_in: 7200,
  owner: 'https://api.calendly.com/users/EBHAAFHDCAEQTSEZ',
  organization: 'https://api.calendly.com/organizations/EBHAAFHDCAEQTSEZ',
};

/** The refresh grant's answer: a new access token and a NEW refresh token (the old one is spent). */
export const REFRESH_ANSWER = {
  ...TOKEN_ANSWER,
  access_token: 'eyJraWQiOiIxY2UxZTEzNjE3ZGNmNzY2YjNjZWJjY2Y4ZGM1YmFmYThhNjVlNjg0MDIzZjdjMzJiZTgzNDliMjM4MDEzNWI0IiwidHlwIjoiUEFUIiwiYWxnIjoiRVMyNTYifQ.recorded-access-2',
  refresh_token: '0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d',
  created_at: 1700007000,
};

/** A spent or revoked refresh token. */
export const INVALID_GRANT = { error: 'invalid_grant', error_description: 'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.' };

export const USERS_ME = {
  resource: {
    avatar_url: null,
    created_at: '2023-01-02T03:04:05.678Z',
    current_organization: 'https://api.calendly.com/organizations/EBHAAFHDCAEQTSEZ',
    email: 'ana.garcia@example.com',
    name: 'Ana García',
    resource_type: 'User',
    scheduling_url: 'https://calendly.com/ana-garcia',
    slug: 'ana-garcia',
    timezone: 'Europe/Madrid',
    updated_at: '2023-06-07T08:09:10.111Z',
    uri: 'https://api.calendly.com/users/EBHAAFHDCAEQTSEZ',
  },
};

/** 201 to POST /webhook_subscriptions. */
export const WEBHOOK_CREATED = {
  resource: {
    uri: 'https://api.calendly.com/webhook_subscriptions/AAAAAAAAAAAAAAAA',
    callback_url: 'https://crm.example.com/api/integrations/calendly/webhook/00000000-0000-4000-8000-000000000000',
    created_at: '2023-08-01T10:00:00.000000Z',
    updated_at: '2023-08-01T10:00:00.000000Z',
    retry_started_at: null,
    state: 'active',
    events: ['invitee.created', 'invitee.canceled'],
    scope: 'user',
    organization: 'https://api.calendly.com/organizations/EBHAAFHDCAEQTSEZ',
    user: 'https://api.calendly.com/users/EBHAAFHDCAEQTSEZ',
    group: null,
    creator: 'https://api.calendly.com/users/EBHAAFHDCAEQTSEZ',
  },
};

/** A free plan cannot subscribe to webhooks. */
export const WEBHOOK_PLAN_REFUSED = { title: 'Permission Denied', message: 'Please upgrade your Calendly account to Standard' };

/** An expired access token on the API. */
export const UNAUTHENTICATED = { title: 'Unauthenticated', message: 'The access token expired' };

/** An invitee.created delivery (payload fields per reference/integrations.md §2.3). */
export const INVITEE_CREATED = {
  event: 'invitee.created',
  created_at: '2023-08-01T10:05:00.000000Z',
  created_by: 'https://api.calendly.com/users/EBHAAFHDCAEQTSEZ',
  payload: {
    uri: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2/invitees/FFGGHHIIJJKK',
    email: 'pedro.lopez@example.com', name: 'Pedro López', first_name: null, last_name: null,
    status: 'active', timezone: 'Europe/Berlin', rescheduled: false, old_invitee: null, new_invitee: null,
    cancel_url: 'https://calendly.com/cancellations/FFGGHHIIJJKK', reschedule_url: 'https://calendly.com/reschedulings/FFGGHHIIJJKK',
    text_reminder_number: null,
    questions_and_answers: [{ question: 'What is your company size?', answer: '11-50' }],
    tracking: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'autumn', utm_content: null, utm_term: null, salesforce_uuid: null },
    scheduled_event: {
      uri: 'https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2', name: 'Product demo', start_time: '2023-08-07T09:00:00.000000Z', end_time: '2023-08-07T09:30:00.000000Z',
      event_type: 'https://api.calendly.com/event_types/GBGBDCAADAEDCRZ2', location: { type: 'zoom' },
      event_memberships: [{ user: 'https://api.calendly.com/users/EBHAAFHDCAEQTSEZ', user_email: 'ana.garcia@example.com' }],
    },
    cancellation: null, no_show: null, payment: null,
  },
};
