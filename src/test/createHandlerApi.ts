import type { CallDef } from '../../contract/define';
import type { ApiClient, CallArgs } from '../dataProvider/createApiClient';

export type FakeHandler = (args: CallArgs) => unknown;

/** One call the fake API received: its contract key ("POST /login") and what was sent with it. */
export type RecordedCall = { call: string } & Omit<CallArgs, 'signal'>;

/**
 * An ApiClient answering per contract call ("POST /login"); a handler that throws makes the call
 * fail, and an unlisted call fails loudly so nothing passes by accident. No test-runner import,
 * so stories use it too. Given `calls`, every call is appended to it (tests assert what was sent).
 */
/** A fake's answer to a binary call: the handler's Blob, or its value as one. */
export const asBlob = (value: unknown): Blob => (value instanceof Blob ? value : new Blob([String(value)]));

export function createHandlerApi(handlers: Record<string, FakeHandler | unknown>, calls?: RecordedCall[]): ApiClient {
  async function call<T>(def: CallDef, args: CallArgs = {}): Promise<T> {
    const key = `${def.method} ${def.path}`;
    if (calls) calls.push({ call: key, ...Object.fromEntries(Object.entries(args).filter(([k]) => k !== 'signal')) });
    if (!(key in handlers)) throw new Error(`fake API: no handler for ${key}`);
    const handler = handlers[key];
    return (typeof handler === 'function' ? await (handler as FakeHandler)(args) : handler) as T;
  }
  return {
    baseUrl: '/api',
    call,
    // A binary answer: the handler returns a Blob (or anything, wrapped into one).
    blob: async (def: CallDef, args: CallArgs = {}) => asBlob(await call<unknown>(def, args)),
  };
}
