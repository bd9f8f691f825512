import { readFileSync } from 'node:fs';
import responses from './graph-responses.json';
import signatures from './webhook-signatures.json';

/** One recorded Graph answer, or bytes (a media file on Meta's CDN), or a network failure. */
export type Answer =
  | { status: number; body: unknown }
  | { status: number; bytes: Buffer; contentType: string }
  | { networkError: true };

/** What the connector sent: the JSON body parsed, or the multipart form of an upload. */
export type Sent = { method: string; url: URL; headers: Record<string, string>; json: unknown; form: FormData | null };

type Route = { method: string; path: RegExp; answer: Answer | ((sent: Sent) => Answer | Promise<Answer>) };

export const recorded = responses as unknown as Record<Exclude<keyof typeof responses, '_about'>, { status: number; body: Record<string, unknown> }>;

/** A recorded notification's exact bytes (signatures are over these, not over a re-serialisation). */
export const notification = (name: string): Buffer => readFileSync(new URL(`./${name}`, import.meta.url));

/** The app secret the recorded signatures were made with, and each file's header. */
export const recordedSignatures = signatures as Record<string, string>;

/** The ids the recordings use (a test number of a test business account). */
export const IDS = { phoneNumberId: '106540352242922', businessAccountId: '102290129340398' } as const;

/**
 * A fetch that answers from the recordings and keeps every request: no network. Routes added
 * later win, so a test can change one answer; an unrecorded request answers a Graph error that
 * names it, so a missing recording fails loudly.
 */
export function fakeGraph() {
  const routes: Route[] = [];
  const sent: Sent[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? 'GET';
    const headers = Object.fromEntries([...new Headers(init?.headers).entries()]);
    const form = init?.body instanceof FormData ? init.body : null;
    const json = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    const request: Sent = { method, url, headers, json, form };
    sent.push(request);
    const route = [...routes].reverse().find((r) => r.method === method && r.path.test(`${url.host}${url.pathname}`));
    const answer = route ? (typeof route.answer === 'function' ? await route.answer(request) : route.answer) : null;
    if (!answer) {
      return Response.json({ error: { message: `No recording for ${method} ${url.pathname}`, type: 'Test', code: -1 } }, { status: 599 });
    }
    if ('networkError' in answer) throw new TypeError('fetch failed');
    if ('bytes' in answer) return new Response(new Uint8Array(answer.bytes), { status: answer.status, headers: { 'content-type': answer.contentType } });
    return Response.json(answer.body, { status: answer.status, headers: { 'x-fb-trace-id': 'AbCdEf', 'x-fb-rev': '1015522353' } });
  }) as typeof fetch;
  return {
    fetch: fetchFn,
    sent,
    /** Answers `method` on paths matching `path` (tested against `host/path`, e.g. `graph.facebook.com/v23.0/123/messages`). */
    on(method: string, path: RegExp, answer: Route['answer']) {
      routes.push({ method, path, answer });
      return this;
    },
    /** The requests sent to Graph itself (not the CDN), as `METHOD /path`. */
    calls: () => sent.map((s) => `${s.method} ${s.url.pathname}`),
  };
}
