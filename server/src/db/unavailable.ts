/**
 * Whether an error means "the database cannot be reached right now" (restarting, failing over,
 * refusing connections) rather than "this request is wrong": such a request is answered 503 with
 * Retry-After, and the pool reconnects by itself once Postgres is back.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '08000', '08001', '08003', '08004', '08006', // connection exceptions
  '53300', // too_many_connections
]);
const UNAVAILABLE_SYSCALL_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres reports a dropped or never-made connection only in its message.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SYSCALL_CODES.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  // An AggregateError (several addresses refused) or an error wrapping the connection's.
  if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
