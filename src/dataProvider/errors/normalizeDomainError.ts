import { readFailure, serverMessage } from './readFailure';

export const PLAN_DOMAIN_MESSAGE = 'Your price plan is not allowed third party domains';

export type CustomDomainErrorCode = 'UPGRADE_PLAN' | 'UNKNOWN_ERROR';
export type SubdomainErrorCode = 'SUBDOMAIN_EXISTS' | 'SUBDOMAIN_EDIT_ERROR' | 'UNKNOWN_ERROR';

const messageOf = (error: unknown): string => {
  const failure = readFailure(error);
  if (failure.kind === 'response') return serverMessage(failure.data) ?? '';
  return failure.kind === 'other' ? failure.message ?? '' : '';
};

/** SPEC §8 / §6: third-party domains are plan-restricted; that refusal becomes UPGRADE_PLAN. */
export function normalizeCustomDomainError(error: unknown): { code: CustomDomainErrorCode; message: string } {
  const message = messageOf(error);
  return { code: message.includes(PLAN_DOMAIN_MESSAGE) ? 'UPGRADE_PLAN' : 'UNKNOWN_ERROR', message };
}

/** SPEC §8: subdomain update errors, recognised by the server's text. */
export function normalizeSubdomainError(error: unknown): { code: SubdomainErrorCode; message: string } {
  const message = messageOf(error);
  if (message.includes('This domain name already exists')) return { code: 'SUBDOMAIN_EXISTS', message };
  if (message.includes('Error editing subdomain')) return { code: 'SUBDOMAIN_EDIT_ERROR', message };
  return { code: 'UNKNOWN_ERROR', message };
}
