import { io, type Socket } from 'socket.io-client';

export type Answer<T = Record<string, unknown>> = { status: number; body: T };

/** The API as the app calls it: JSON, the bearer token, against one base URL (the balancer or one instance). */
export function apiClient(base: string, token?: string) {
  return async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<Answer<T>> {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
      ...init,
    });
    const text = await response.text();
    let parsed: unknown = text;
    try { parsed = JSON.parse(text); } catch { /* not JSON */ }
    return { status: response.status, body: parsed as T };
  };
}

export async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await apiClient(base)<{ token: string }>('POST', '/login', { email, password });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token;
}

/** The app's live socket (websocket only, as the app opens it), connected or refused. */
export function openSocket(base: string, token: string): Promise<Socket> {
  const socket = io(base, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false, query: { token }, auth: { token } });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => { socket.close(); reject(error); });
  });
}

export function nextEvent<T = Record<string, unknown>>(socket: Socket, event: string, match: (payload: T) => boolean = () => true, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => { socket.off(event, on); reject(new Error(`no ${event} within ${timeoutMs} ms`)); }, timeoutMs);
    const on = (payload: T) => {
      if (!match(payload)) return;
      clearTimeout(timer);
      socket.off(event, on);
      resolve(payload);
    };
    socket.on(event, on);
  });
}

export async function until<T>(read: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 60_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
