import type { CallDef } from '../../contract/define';
import type { ApiClient, CallArgs } from '../dataProvider/createApiClient';

export type FakeHandler = (args: CallArgs) => unknown;

/**
 * An ApiClient answering per contract call ("POST /login"); a handler that throws makes the call
 * fail, and an unlisted call fails loudly so nothing passes by accident. No test-runner import,
 * so stories use it too.
 */
export function createHandlerApi(handlers: Record<string, FakeHandler | unknown>): ApiClient {
  return {
    baseUrl: '/api',
    async call<T>(def: CallDef, args: CallArgs = {}): Promise<T> {
      const key = `${def.method} ${def.path}`;
      if (!(key in handlers)) throw new Error(`fake API: no handler for ${key}`);
      const handler = handlers[key];
      return (typeof handler === 'function' ? await (handler as FakeHandler)(args) : handler) as T;
    },
  };
}
