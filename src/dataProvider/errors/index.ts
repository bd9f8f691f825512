export { normalizeCampaignError } from './normalizeCampaignError';
export { normalizeSubscriptionError } from './normalizeSubscriptionError';
export { normalizeCancelSubscriptionError } from './normalizeCancelSubscriptionError';
export { normalizeLandingError } from './normalizeLandingError';
export { normalizeCustomDomainError, normalizeSubdomainError } from './normalizeDomainError';
export { normalizeChatContactError } from './normalizeChatContactError';
export { normalizeCsvImportError } from './normalizeCsvImportError';
export { MissingTokenError } from './MissingTokenError';
export { LocalRefusal } from './LocalRefusal';
