import type { Role } from '../../contract/roles';
import { hashPassword } from '../src/http/passwords';
import { insertUser } from '../src/modules/users/users.repository';
import { addMember } from '../src/modules/companies/members.repository';
import type { TestContext } from './testApp';

let counter = 0;

export type TestUser = { id: string; email: string; password: string; token: string; companyId: string };

// Test users share a few passwords; scrypt (~40 ms each, on purpose) runs once per password per
// test file instead of once per user. Logins still verify the real scrypt hash.
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/**
 * A user with their own company (owner), straight through the repositories, plus a valid token.
 * `memberOf` adds them to an existing company with a role instead of creating one.
 */
export async function createTestUser(
  ctx: TestContext,
  options: { email?: string; password?: string; subscriptionType?: string; memberOf?: { companyId: string; role: Role } } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${counter}.${Date.now()}@example.com`;
  const password = options.password ?? 'Secret123!';
  const user = await insertUser(ctx.db, {
    email,
    passwordHash: await hashOf(password),
    name: 'Test',
    surname: `User ${counter}`,
    subscriptionType: options.subscriptionType ?? 'standard',
  });
  let companyId: string;
  if (options.memberOf) {
    companyId = options.memberOf.companyId;
    await addMember(ctx.db, companyId, user.id, options.memberOf.role);
  } else {
    const company = await ctx.db
      .insertInto('companies')
      .values({ name: `Company ${counter}`, ownerId: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    companyId = company.id;
    await addMember(ctx.db, companyId, user.id, 'owner');
  }
  const token = await ctx.deps.tokens.sign(user.id, user.tokenVersion);
  return { id: user.id, email, password, token, companyId };
}

/** app.inject with the caller's token; returns status and parsed JSON body. */
export async function call(
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const res = await ctx.app.inject({
    method,
    url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  });
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.statusCode, body, headers: res.headers };
}
