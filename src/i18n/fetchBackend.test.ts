import { describe, expect, it, vi } from 'vitest';
import { createFetchBackend, isRetryableStatus } from './fetchBackend';

function read(response: Response | Error) {
  const onError = vi.fn();
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const backend = createFetchBackend({ fetch: fetch as unknown as typeof globalThis.fetch, onError });
  return new Promise<{ err: unknown; data: unknown; onError: typeof onError; fetch: typeof fetch }>((resolve) => {
    backend.read('es', 'translation', (err, data) => resolve({ err, data, onError, fetch }));
  });
}

describe('fetchBackend', () => {
  it('classifies statuses: 5xx and none retry, 4xx do not', () => {
    expect(isRetryableStatus(undefined)).toBe(true);
    expect(isRetryableStatus(0)).toBe(true);
    expect(isRetryableStatus(503)).toBe(true);
    expect(isRetryableStatus(404)).toBe(false);
    expect(isRetryableStatus(400)).toBe(false);
  });

  it('loads /locales/{lng}.json', async () => {
    const { err, data, fetch } = await read(new Response('{"app":{"x":"y"}}', { status: 200 }));
    expect(fetch).toHaveBeenCalledWith('/locales/es.json', expect.anything());
    expect(err).toBeNull();
    expect(data).toEqual({ app: { x: 'y' } });
  });

  it('asks i18next to retry a 5xx', async () => {
    const { err, data, onError } = await read(new Response('', { status: 502 }));
    expect(err).toMatch(/502/);
    expect(data).toBe(true);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'http', status: 502 }));
  });

  it('does not retry a 4xx', async () => {
    const { err, data } = await read(new Response('', { status: 404 }));
    expect(err).toMatch(/404/);
    expect(data).toBe(false);
  });

  it('retries when no response arrives', async () => {
    const { data, onError } = await read(new TypeError('Failed to fetch'));
    expect(data).toBe(true);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'network' }));
  });

  it('reports a JSON parse failure and does not retry', async () => {
    const { err, data, onError } = await read(new Response('{oops', { status: 200 }));
    expect(err).toMatch(/parsing/);
    expect(data).toBe(false);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ reason: 'parse' }));
  });
});
