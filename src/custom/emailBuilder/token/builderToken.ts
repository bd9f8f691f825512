import { z } from 'zod';
import type { CallDef } from '../../../../contract/define';
import {
  BUILDER_TOKEN_HEADER, BUILDER_TOKEN_MISSING_CODE, templateCalls, type BuilderKind,
} from '../../../../contract/email/templates';
import { isApiError } from '../../../dataProvider/ApiError';
import type { ApiClient, CallArgs } from '../../../dataProvider/createApiClient';
import type { KeyValueStorage } from '../../../storage/browserStorage';
import { STORAGE_KEYS } from '../../../storage/storageKeys';

/**
 * The email builder token (SPEC §7 stripo/auth): asked for once, kept in browser storage under
 * `stripoToken` with its expiry and owner, reused until shortly before it expires, asked for again
 * then, and once more when the server refuses it (BUILDER_TOKEN_MISSING). A refused builder token
 * never ends the user's session: only the session token's own 401 does.
 */

export type BuilderToken = { token: string; builder: BuilderKind; expiresAt: string };
type StoredBuilderToken = BuilderToken & { userId: string };

/** A token this close to its expiry is replaced before use (a request in flight must not outlive it). */
export const REFRESH_MARGIN_MS = 60_000;

const storedShape = z.object({ token: z.string().min(1), builder: z.enum(['mjml', 'stripo']), expiresAt: z.string(), userId: z.string() });

export type BuilderTokenDeps = {
  /** Where the token is kept; window.localStorage in the app, a fake in tests. */
  store?: KeyValueStorage;
  now?: () => number;
};

const defaultStore = (): KeyValueStorage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** The stored token of this user while it is still good for REFRESH_MARGIN_MS; else null. */
export function readStoredBuilderToken(userId: string, { store = defaultStore(), now = Date.now }: BuilderTokenDeps = {}): BuilderToken | null {
  let parsed: StoredBuilderToken;
  try {
    const result = storedShape.safeParse(JSON.parse(store?.getItem(STORAGE_KEYS.emailBuilderToken) ?? 'null'));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  // Another user's token (a shared browser) is never sent for this one.
  if (parsed.userId !== userId) return null;
  const expires = Date.parse(parsed.expiresAt);
  if (!Number.isFinite(expires) || expires - now() <= REFRESH_MARGIN_MS) return null;
  return { token: parsed.token, builder: parsed.builder, expiresAt: parsed.expiresAt };
}

/** Forgets the stored token (after the server refused it). */
export function clearStoredBuilderToken({ store = defaultStore() }: BuilderTokenDeps = {}) {
  store?.removeItem(STORAGE_KEYS.emailBuilderToken);
}

/** One request per user at a time: the builder and the templates page asking together share it. */
const inFlight = new Map<string, Promise<BuilderToken>>();

/**
 * The builder token of `userId` (the signed-in user's `_id`): the stored one while it is good,
 * else a new one from stripo/auth (stored before it is returned). `force` skips the stored one
 * (after a BUILDER_TOKEN_MISSING refusal, or Stripo's onTokenRefreshRequest).
 */
export async function getBuilderToken(api: ApiClient, userId: string, options: BuilderTokenDeps & { force?: boolean } = {}): Promise<BuilderToken> {
  const { store = defaultStore(), force = false } = options;
  if (!force) {
    const stored = readStoredBuilderToken(userId, options);
    if (stored) return stored;
  }
  const pending = inFlight.get(userId);
  if (pending) return pending;
  const request = api
    .call<BuilderToken>(templateCalls.stripoAuth, { body: { userId } })
    .then((answer) => {
      const token = { token: answer.token, builder: answer.builder, expiresAt: answer.expiresAt };
      store?.setItem(STORAGE_KEYS.emailBuilderToken, JSON.stringify({ ...token, userId } satisfies StoredBuilderToken));
      return token;
    })
    .finally(() => inFlight.delete(userId));
  inFlight.set(userId, request);
  return request;
}

/** The headers a call needing the builder token carries: `{ 'x-stripo-token': token }`. */
export function builderHeaders(token: string | BuilderToken): Record<string, string> {
  return { [BUILDER_TOKEN_HEADER]: typeof token === 'string' ? token : token.token };
}

/** The server refused the builder token (401 or 403 with error_code BUILDER_TOKEN_MISSING). */
export function isBuilderTokenRefusal(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403) && error.code === BUILDER_TOKEN_MISSING_CODE;
}

export type BuilderCallContext = BuilderTokenDeps & {
  userId: string;
  /**
   * The session token, passed explicitly so the client does not treat the builder token's 401
   * as the session's end; a 401 that is not the builder's still ends the session, through this.
   */
  sessionToken: string | null;
  onSessionUnauthorized: () => void;
};

/**
 * Makes a call that needs the builder token (gallery, template creation): adds the header, and on a
 * BUILDER_TOKEN_MISSING refusal gets a new token and tries once more. Use this rather than
 * `builderHeaders` by hand, so a refused builder token never signs the user out.
 */
export async function callWithBuilderToken<T>(api: ApiClient, def: CallDef, args: CallArgs, context: BuilderCallContext): Promise<T> {
  const attempt = async (force: boolean) => {
    const token = await getBuilderToken(api, context.userId, { ...context, force });
    return api.call<T>(def, { ...args, token: context.sessionToken ?? undefined, headers: { ...args.headers, ...builderHeaders(token) } });
  };
  try {
    try {
      return await attempt(false);
    } catch (error) {
      if (!isBuilderTokenRefusal(error)) throw error;
      clearStoredBuilderToken(context);
      return await attempt(true);
    }
  } catch (error) {
    if (isApiError(error) && error.status === 401 && !isBuilderTokenRefusal(error) && context.sessionToken) context.onSessionUnauthorized();
    throw error;
  }
}
