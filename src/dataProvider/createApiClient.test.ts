import { describe, expect, it, vi } from 'vitest';
import { authCalls } from '../../contract/auth';
import { companyCalls } from '../../contract/companies';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';

function setup(response: Response | Error = new Response('{"ok":true}', { status: 200 }), token: string | null = 'tok') {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: '/api',
    getToken: () => token,
    getContainerIndex: () => 2,
    onUnauthorized,
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  const request = () => fetch.mock.calls[0] as unknown as [string, RequestInit];
  return { client, fetch, onUnauthorized, request };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createApiClient', () => {
  it('sends credentials, JSON UTF-8, the container index and the bearer token', async () => {
    const { client, request } = setup();
    await client.call(companyCalls.updateCompany, { params: { id: 'c1' }, body: { name: 'X' } });
    const [url, init] = request();
    expect(url).toBe('/api/company/c1');
    expect(init.method).toBe('PUT');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"X"}');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json; charset=utf-8',
      'X-Container-Index': '2',
      Authorization: 'Bearer tok',
    });
  });

  it.each(['login', 'register', 'preRegister', 'registerV2', 'forgotPassword', 'loginForgottenPassword', 'createFreeTrialUser', 'createFreemiumUser', 'createSaasmantraUser'] as const)(
    'sends no Authorization on the public call %s',
    async (name) => {
      const { client, request } = setup();
      await client.call(authCalls[name], { body: {} });
      expect(request()[1].headers).not.toHaveProperty('Authorization');
    },
  );

  it("adds a call's own headers beside the session's, which they cannot replace", async () => {
    const { client, request } = setup();
    await client.call(companyCalls.updateCompany, { params: { id: 'c1' }, body: { name: 'X' }, headers: { 'x-stripo-token': 'b1', Authorization: 'Bearer other' } });
    expect(request()[1].headers).toMatchObject({ 'x-stripo-token': 'b1', Authorization: 'Bearer tok' });
  });

  it('serialises query values and skips empty ones', async () => {
    const { client, request } = setup();
    await client.call(companyCalls.getLocations, { query: { q: 'mad', limit: 5, empty: '', none: undefined } });
    expect(request()[0]).toBe('/api/getLocations?q=mad&limit=5');
  });

  it('throws ApiError with the server body and field errors', async () => {
    const { client } = setup(json(400, { error_code: 'validation_error', message: 'Bad', details: [{ path: 'name', message: 'Required' }] }));
    const error = (await client.call(companyCalls.createCompany, { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Bad');
    expect(error.code).toBe('validation_error');
    expect(error.body?.errors).toEqual({ name: 'Required' });
  });

  it('names field errors as the inputs are named, without the location prefix', async () => {
    const details = [{ path: 'body.password', message: 'Incorrect password' }, { path: 'query.sortField', message: 'Unknown' }];
    const { client } = setup(json(400, { error_code: 'invalid_password', message: 'Incorrect password', details }));
    const error = (await client.call(companyCalls.createCompany, { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.body?.errors).toEqual({ password: 'Incorrect password', sortField: 'Unknown' });
  });

  it("throws the refusal in the user's language and keeps the server's text in the body", async () => {
    const client = createApiClient({
      baseUrl: '/api',
      getToken: () => 'tok',
      getContainerIndex: () => 1,
      localizeError: (body) => (body.error_code === 'email_taken' ? 'Ya existe una cuenta con este correo.' : undefined),
      fetch: (async () => json(409, { error_code: 'email_taken', message: 'This email is already in use' })) as unknown as typeof fetch,
    });
    const error = (await client.call(companyCalls.createCompany, { body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Ya existe una cuenta con este correo.');
    expect(error.body?.message).toBe('This email is already in use');
  });

  it('reports a network failure as status 0', async () => {
    const { client } = setup(new TypeError('Failed to fetch'));
    const error = (await client.call(companyCalls.listCompanies).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.hasResponse).toBe(false);
  });

  it('takes the expiry path on a 401 to a call that sent a token', async () => {
    const { client, onUnauthorized } = setup(json(401, { error_code: 'invalid_token', message: 'Session expired' }));
    await expect(client.call(companyCalls.listCompanies)).rejects.toThrow('Session expired');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not treat a failed login (401 on a public call) as expiry', async () => {
    const { client, onUnauthorized } = setup(json(401, { error_code: 'invalid_credentials', message: 'Wrong' }));
    await expect(client.call(authCalls.login, { body: {} })).rejects.toThrow('Wrong');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs with a token given to the call, and its 401 refuses that token without ending the stored session', async () => {
    const { client, onUnauthorized, request } = setup(json(401, { error_code: 'invalid_token', message: 'Invalid token' }));
    await expect(client.call(authCalls.getUser, { token: 'from-google' })).rejects.toMatchObject({ status: 401 });
    expect((request()[1].headers as Record<string, string>).Authorization).toBe('Bearer from-google');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
