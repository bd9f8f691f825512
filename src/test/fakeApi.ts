import { vi } from 'vitest';
import type { CallDef } from '../../contract/define';
import type { ApiClient, CallArgs } from '../dataProvider/createApiClient';
import { createHandlerApi, type FakeHandler } from './createHandlerApi';

/** createHandlerApi with its call wrapped in a vitest spy, for asserting what was sent. */
export function fakeApi(handlers: Record<string, FakeHandler | unknown>) {
  const inner = createHandlerApi(handlers);
  const call = vi.fn((def: CallDef, args: CallArgs = {}) => inner.call(def, args));
  return { call, baseUrl: inner.baseUrl } as unknown as ApiClient & { call: typeof call };
}
