import { readFailure, serverMessage } from './readFailure';

/** SPEC §8: reading a chat-channel contact. */
export function normalizeChatContactError(error: unknown): { message: string; status: number } {
  const failure = readFailure(error);
  if (failure.kind !== 'response') {
    return { message: failure.kind === 'other' && failure.message ? failure.message : 'Network error occurred', status: 0 };
  }
  if (failure.status === 404) return { message: 'WhatsApp contact not found', status: 404 };
  if (failure.status === 403) return { message: 'Not authorized to access this WhatsApp contact', status: 403 };
  return { message: serverMessage(failure.data) || 'Error fetching WhatsApp contact', status: failure.status };
}
