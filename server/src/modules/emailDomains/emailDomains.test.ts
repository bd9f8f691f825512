import { createPublicKey, sign, verify as verifySignature } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SENDING_DOMAINS } from '../../../../contract/email/domains';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { addMember } from '../companies/members.repository';
import { seedDemo } from '../demo/demo.seed';
import { DEMO_SENDING_DOMAIN, seedDemoEmailDomain } from './emailDomains.demo';
import { senderDomainFor } from './emailDomains.lookup';
import { defineEmailDomainJobs, EMAIL_RECHECK_QUEUE, recheckDueEmailDomains } from './emailDomains.recheck';

let ctx: TestContext;
let owner: TestUser;
let manager: TestUser;
let agent: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let n = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(n += 1)}.com`;
/** Every JSON answer of the file, to prove no private key ever leaves the server. */
const answers: string[] = [];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function api(user: TestUser | null, method: Method, url: string, body?: unknown) {
  const res = await call(ctx, method, `/api${url}`, { token: user?.token, body });
  answers.push(JSON.stringify(res.body));
  return res;
}
const add = (user: TestUser, name: string, companyId = user.companyId) => api(user, 'POST', '/mailerSend/domains/addDomain', { companyId, name });
const status = (user: TestUser, id: string, companyId = user.companyId) => api(user, 'GET', `/mailerSend/domains/verificationStatus/${id}?companyId=${companyId}`);
const getOne = (user: TestUser, id: string, companyId = user.companyId) => api(user, 'GET', `/mailerSend/domains/domain/${id}?companyId=${companyId}`);
const records = (user: TestUser, id: string, companyId = user.companyId) => api(user, 'GET', `/mailerSend/domains/dnsRecords/${id}?companyId=${companyId}`);
const remove = (user: TestUser, domainId: string, companyId = user.companyId) => api(user, 'DELETE', '/mailerSend/domains/deleteDomain', { companyId, domainId });
const sandbox = (user: TestUser, id: string, published: boolean, purposes?: string[], companyId = user.companyId) =>
  api(user, 'PUT', `/mailerSend/domains/sandboxDns/${id}`, { companyId, published, ...(purposes ? { purposes } : {}) });

/** Everything the module stores (and the sandbox DNS it writes), to show a refused request changed nothing. */
const snapshot = async () => ({
  domains: await ctx.db.selectFrom('emailDomains').selectAll().orderBy('id').execute(),
  dns: await ctx.db.selectFrom('sandboxDnsRecords').selectAll().orderBy('name').orderBy('type').orderBy('value').execute(),
});

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://app.crm-test.io', MAIL_FROM: 'CRM <no-reply@mail.crm-test.io>', SUPPORT_EMAIL: 'help@crm-test.net' } });
  owner = await createTestUser(ctx);
  manager = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'manager' } });
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  stranger = await createTestUser(ctx);
});
afterAll(async () => {
  // No answer of the whole file carried a private key, its PEM body or its stored ciphertext.
  const stored = await ctx.db.selectFrom('emailDomains').select(['id', 'dkimPrivateKeyEncrypted']).execute();
  const all = answers.join('\n');
  expect(all).not.toMatch(/PRIVATE KEY|dkimPrivateKey|privateKey/i);
  for (const row of stored) expect(all).not.toContain(row.dkimPrivateKeyEncrypted.slice(3, 60));
  await ctx?.close();
});

describe('addDomain', () => {
  it('adds a pending domain, normalised, with its four records to publish', async () => {
    const name = unique('tienda');
    const res = await add(manager, `  https://${name.toUpperCase()}./ `);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      _id: expect.any(String), companyId: owner.companyId, companyName: expect.stringMatching(/^Company /), name, status: 'pending',
      is_verified: false, dkim: false, spf: false, dmarc: false, returnPath: false, lastCheckedAt: null, verifiedAt: null, sandbox: true,
    });
    const [spf, dkim, dmarc, returnPath] = res.body.records;
    expect(spf).toEqual({ purpose: 'spf', type: 'TXT', hostname: name, value: 'v=spf1 include:_spf.app.crm-test.io ~all', required: true, state: 'unchecked', found: null });
    expect(dkim).toMatchObject({ purpose: 'dkim', type: 'TXT', hostname: `crm1._domainkey.${name}`, required: true, state: 'unchecked' });
    expect(dkim.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
    expect(dkim.value.length).toBeGreaterThan(255); // published as several TXT strings at most DNS hosts
    expect(dmarc).toEqual({ purpose: 'dmarc', type: 'TXT', hostname: `_dmarc.${name}`, value: `v=DMARC1; p=none; rua=mailto:dmarc@${name}`, required: false, state: 'unchecked', found: null });
    expect(returnPath).toEqual({ purpose: 'return_path', type: 'CNAME', hostname: `bounces.${name}`, value: 'bounces.app.crm-test.io', required: false, state: 'unchecked', found: null });
  });

  it("generates a key pair whose stored private half (encrypted at rest) matches the published public half", async () => {
    const name = unique('keys');
    const res = await add(owner, name);
    const p = res.body.records[1].value.replace(/^.*p=/, '');
    const publicKey = createPublicKey({ key: Buffer.from(p, 'base64'), format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const row = await ctx.db.selectFrom('emailDomains').selectAll().where('id', '=', res.body._id).executeTakeFirstOrThrow();
    expect(row.dkimPrivateKeyEncrypted).toMatch(/^v1:/);
    expect(row.dkimPrivateKeyEncrypted).not.toContain('PRIVATE KEY');
    const sender = await senderDomainFor(ctx.db, ctx.deps.config, owner.companyId, `Ventas@${name.toUpperCase()}`);
    expect(sender).toMatchObject({ id: res.body._id, name, verified: false, dkim: { domainName: name, keySelector: 'crm1' } });
    expect(sender!.dkim.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(row.dkimPrivateKeyEncrypted).not.toContain(sender!.dkim.privateKey.split('\n')[1]);
    const signature = sign('sha256', Buffer.from('message'), sender!.dkim.privateKey);
    expect(verifySignature('sha256', Buffer.from('message'), publicKey, signature)).toBe(true);
    // Another company's domain, or an address of a domain nobody added: none.
    expect(await senderDomainFor(ctx.db, ctx.deps.config, stranger.companyId, `a@${name}`)).toBeNull();
    expect(await senderDomainFor(ctx.db, ctx.deps.config, owner.companyId, 'a@not-added.com')).toBeNull();
  });

  it('refuses names that are no public domain or are the product’s, with the reason on body.name, changing nothing', async () => {
    const before = await snapshot();
    const cases: [string, string][] = [
      ['localhost', 'localhost is not a public domain'],
      ['203.0.113.9', 'An IP address is not a domain'],
      ['shop', 'Write the whole domain, for example www.example.com'],
      ['shop.test', 'This domain cannot be reached on the internet'],
      ['bad_name.com', 'A domain has only letters, digits, hyphens and dots (for example www.example.com)'],
      ['app.crm-test.io', 'This domain belongs to the product and cannot send on behalf of a company'],
      ['mail.app.crm-test.io', 'This domain belongs to the product and cannot send on behalf of a company'],
      ['mail.crm-test.io', 'This domain belongs to the product and cannot send on behalf of a company'],
      ['crm-test.net', 'This domain belongs to the product and cannot send on behalf of a company'],
      ['shop.landings.localhost', 'localhost is not a public domain'],
    ];
    for (const [name, message] of cases) {
      const res = await add(owner, name);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toMatchObject({ error_code: 'invalid_domain', message: 'Invalid domain', details: [{ path: 'body.name', message }] });
    }
    const short = await add(owner, 'ab');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('Enter a domain such as example.com');
    expect(await snapshot()).toEqual(before);
  });

  it('answers 409 for a domain the company already has, while another company may add the same name', async () => {
    const name = unique('dup');
    expect((await add(owner, name)).status).toBe(201);
    const before = await snapshot();
    const again = await add(manager, name.toUpperCase());
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error_code: 'domain_exists', message: 'This domain has already been added to the company' });
    expect(await snapshot()).toEqual(before);
    expect((await add(stranger, name)).status).toBe(201);
  });

  it(`allows at most ${MAX_SENDING_DOMAINS} domains per company`, async () => {
    const user = await createTestUser(ctx);
    const created = await Promise.all(Array.from({ length: MAX_SENDING_DOMAINS + 2 }, () => add(user, unique('many'))));
    expect(created.filter((r) => r.status === 201)).toHaveLength(MAX_SENDING_DOMAINS);
    const refused = created.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r).toMatchObject({ status: 400, body: { error_code: 'too_many_domains', message: `A company has at most ${MAX_SENDING_DOMAINS} sending domains` } });
    const count = await ctx.db.selectFrom('emailDomains').select((eb) => eb.fn.countAll<string>().as('n')).where('companyId', '=', user.companyId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(MAX_SENDING_DOMAINS);
  });

  it('is refused to agents, viewers, strangers and anonymous callers, changing nothing', async () => {
    const before = await snapshot();
    expect((await add(agent, unique('agent'))).status).toBe(403);
    expect((await add(viewer, unique('viewer'))).status).toBe(403);
    expect((await add(stranger, unique('stranger'), owner.companyId)).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/mailerSend/domains/addDomain', { body: { companyId: owner.companyId, name: unique('anon') } })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});

describe('verificationStatus and the sandbox DNS switch', () => {
  it('finds nothing, then verified once the switch publishes the records, then pending again once they are removed', async () => {
    const name = unique('verify');
    const { body: domain } = await add(owner, name);
    const first = await status(viewer, domain._id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      message: 'The domain is not verified yet: publish the records shown', data: { dkim: false, spf: false, dmarc: false, rp_cname: false },
      domain: { _id: domain._id, status: 'pending', lastCheckedAt: expect.any(String) },
    });
    expect(first.body.records.map((r: { state: string }) => r.state)).toEqual(['missing', 'missing', 'missing', 'missing']);

    expect((await sandbox(manager, domain._id, true)).body).toEqual({ ok: true });
    const verified = await status(owner, domain._id);
    expect(verified.body).toMatchObject({
      message: 'The domain is verified', data: { dkim: true, spf: true, dmarc: true, rp_cname: true },
      domain: { status: 'verified', is_verified: true, verifiedAt: expect.any(String) },
    });
    expect(verified.body.records.every((r: { state: string }) => r.state === 'ok')).toBe(true);
    expect((await senderDomainFor(ctx.db, ctx.deps.config, owner.companyId, `hola@${name}`))?.verified).toBe(true);
    // Checked again: still verified, since the same moment.
    expect((await status(owner, domain._id)).body.domain.verifiedAt).toBe(verified.body.domain.verifiedAt);

    // Advisory records removed: still verified. DKIM removed: no longer (the sender stops using it).
    await sandbox(owner, domain._id, false, ['dmarc', 'return_path']);
    expect((await status(owner, domain._id)).body).toMatchObject({ data: { dkim: true, spf: true, dmarc: false, rp_cname: false }, domain: { status: 'verified' } });
    await sandbox(owner, domain._id, false, ['dkim']);
    const lost = await status(owner, domain._id);
    expect(lost.body).toMatchObject({ data: { dkim: false, spf: true }, domain: { status: 'pending', is_verified: false, verifiedAt: null } });
    expect((await senderDomainFor(ctx.db, ctx.deps.config, owner.companyId, `hola@${name}`))?.verified).toBe(false);
  });

  it('accepts an existing SPF record that includes ours among others; two SPF records fail with both reported', async () => {
    const name = unique('spf');
    const { body: domain } = await add(owner, name);
    const theirs = 'v=spf1 include:_spf.google.com include:_spf.app.crm-test.io ~all';
    await ctx.db.insertInto('sandboxDnsRecords').values({ name, type: 'TXT', value: theirs }).execute();
    await ctx.db.insertInto('sandboxDnsRecords').values({ name, type: 'TXT', value: 'google-site-verification=xyz' }).execute();
    await sandbox(owner, domain._id, true, ['dkim']);
    const ok = await status(owner, domain._id);
    expect(ok.body).toMatchObject({ domain: { status: 'verified' }, records: [{ purpose: 'spf', state: 'ok', found: null }, { purpose: 'dkim', state: 'ok' }, { state: 'missing' }, { state: 'missing' }] });

    const other = 'v=spf1 include:mailgun.org ~all';
    await ctx.db.insertInto('sandboxDnsRecords').values({ name, type: 'TXT', value: other }).execute();
    const two = await status(owner, domain._id);
    expect(two.body.domain).toMatchObject({ status: 'failed', spf: false, verifiedAt: null });
    expect(two.body.records[0]).toMatchObject({ purpose: 'spf', state: 'wrong' });
    expect(two.body.records[0].found.split(' | ').sort()).toEqual([other, theirs].sort());
    // The stored findings are what dnsRecords and getDomain answer, without a new lookup.
    expect((await records(viewer, domain._id)).body.data).toEqual(two.body.records);
    expect((await getOne(viewer, domain._id)).body).toEqual({ ...two.body.domain, records: two.body.records });
  });

  it("reports an SPF record without our include as wrong with what it found (status failed); publishing ours replaces only the SPF record", async () => {
    const name = unique('nospf');
    const { body: domain } = await add(owner, name);
    const theirs = 'v=spf1 include:_spf.google.com -all';
    await ctx.db.insertInto('sandboxDnsRecords').values([{ name, type: 'TXT', value: theirs }, { name, type: 'TXT', value: 'site-token=1' }]).execute();
    await sandbox(owner, domain._id, true, ['dkim']);
    const failed = await status(owner, domain._id);
    expect(failed.body.domain.status).toBe('failed');
    expect(failed.body.records.slice(0, 2)).toMatchObject([{ purpose: 'spf', state: 'wrong', found: theirs }, { purpose: 'dkim', state: 'ok' }]);
    await sandbox(owner, domain._id, true, ['spf']);
    expect((await status(owner, domain._id)).body.domain.status).toBe('verified');
    const left = await ctx.db.selectFrom('sandboxDnsRecords').select('value').where('name', '=', name).orderBy('value').execute();
    expect(left.map((r) => r.value)).toEqual(['site-token=1', 'v=spf1 include:_spf.app.crm-test.io ~all']);
  });

  it('is company-scoped and permission-checked wherever the ids sit, and refusals change nothing', async () => {
    const { body: domain } = await add(owner, unique('scoped'));
    const before = await snapshot();
    // The stranger's own company with the owner's domain id: no such domain there.
    expect((await status(stranger, domain._id)).status).toBe(404);
    expect((await getOne(stranger, domain._id)).status).toBe(404);
    expect((await records(stranger, domain._id)).status).toBe(404);
    expect((await sandbox(stranger, domain._id, true)).status).toBe(404);
    expect((await remove(stranger, domain._id)).status).toBe(404);
    // The owner's company id in query, params or body: not a member.
    expect((await status(stranger, domain._id, owner.companyId)).status).toBe(404);
    expect((await getOne(stranger, domain._id, owner.companyId)).status).toBe(404);
    expect((await records(stranger, domain._id, owner.companyId)).status).toBe(404);
    expect((await api(stranger, 'GET', `/mailerSend/domains/allDomains?companyId=${owner.companyId}`)).status).toBe(404);
    expect((await api(stranger, 'GET', `/mailerSend/domains/domainByCompany/${owner.companyId}`)).status).toBe(404);
    expect((await sandbox(stranger, domain._id, true, undefined, owner.companyId)).status).toBe(404);
    expect((await remove(stranger, domain._id, owner.companyId)).status).toBe(404);
    // Members who may only read.
    expect((await remove(agent, domain._id)).status).toBe(403);
    expect((await remove(viewer, domain._id)).status).toBe(403);
    expect((await sandbox(agent, domain._id, true)).status).toBe(403);
    expect((await sandbox(owner, domain._id, true, ['mx'])).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('listing', () => {
  let company: TestUser;
  let colleague: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    company = await createTestUser(ctx);
    // A viewer of `company` who also owns a company of their own.
    colleague = await createTestUser(ctx);
    await addMember(ctx.db, company.companyId, colleague.id, 'viewer');
    for (const label of ['b-one', 'a-two', 'c-three']) {
      const res = await add(company, `${label}-${Date.now().toString(36)}.com`);
      ids[label] = res.body._id;
    }
    await sandbox(company, ids['c-three'], true);
    expect((await status(company, ids['c-three'])).body.domain.status).toBe('verified');
    expect((await add(colleague, unique('own'))).status).toBe(201);
  });

  it('allDomains pages newest first and filters by verified', async () => {
    const page = await api(colleague, 'GET', `/mailerSend/domains/allDomains?companyId=${company.companyId}&limit=10`);
    expect(page.body.data.every((d: { companyId: string }) => d.companyId === company.companyId)).toBe(true);
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.data.map((d: { _id: string }) => d._id)).toEqual([ids['c-three'], ids['a-two'], ids['b-one']]);
    const verified = await api(colleague, 'GET', `/mailerSend/domains/allDomains?companyId=${company.companyId}&verified=true`);
    expect(verified.body).toMatchObject({ total: 1, data: [{ _id: ids['c-three'], is_verified: true }] });
    const pending = await api(colleague, 'GET', `/mailerSend/domains/allDomains?companyId=${company.companyId}&verified=false`);
    expect(pending.body.total).toBe(2);
    expect(pending.body.data.every((d: { records?: unknown }) => d.records === undefined)).toBe(true);
    const second = await api(colleague, 'GET', `/mailerSend/domains/allDomains?companyId=${company.companyId}&limit=10&page=2`);
    expect(second.body).toEqual({ data: [], total: 3 });
    expect((await api(colleague, 'GET', `/mailerSend/domains/allDomains?companyId=${company.companyId}&limit=5`)).status).toBe(400);
  });

  it('domainByCompany answers verified first, then by name', async () => {
    const res = await api(colleague, 'GET', `/mailerSend/domains/domainByCompany/${company.companyId}`);
    expect(res.body.data.map((d: { _id: string }) => d._id)).toEqual([ids['c-three'], ids['a-two'], ids['b-one']]);
  });

  it("domainsByUser answers every company's domains the caller belongs to, with the company's name", async () => {
    const res = await api(colleague, 'GET', '/mailerSend/domains/domainsByUser');
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(4);
    const companies = new Set(res.body.data.map((d: { companyId: string }) => d.companyId));
    expect(companies).toEqual(new Set([company.companyId, colleague.companyId]));
    expect(res.body.data.every((d: { companyName: string }) => /^Company \d+$/.test(d.companyName))).toBe(true);
    expect((await api(stranger, 'GET', '/mailerSend/domains/domainsByUser')).body.data.every((d: { companyId: string }) => d.companyId === stranger.companyId)).toBe(true);
  });
});

describe('deleteDomain', () => {
  it('removes the domain with its key and its sandbox records', async () => {
    const name = unique('gone');
    const { body: domain } = await add(owner, name);
    await sandbox(owner, domain._id, true);
    const res = await remove(manager, domain._id);
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect(await ctx.db.selectFrom('emailDomains').select('id').where('id', '=', domain._id).executeTakeFirst()).toBeUndefined();
    expect(await ctx.db.selectFrom('sandboxDnsRecords').select('name').where('name', 'like', `%${name}`).execute()).toEqual([]);
    expect(await senderDomainFor(ctx.db, ctx.deps.config, owner.companyId, `x@${name}`)).toBeNull();
    expect((await getOne(owner, domain._id)).status).toBe(404);
    expect((await remove(owner, domain._id)).status).toBe(404);
  });

  it("keeps the sandbox records when another company still has the same name", async () => {
    const name = unique('shared');
    const mine = (await add(owner, name)).body;
    const theirs = (await add(stranger, name)).body;
    await sandbox(stranger, theirs._id, true);
    await remove(owner, mine._id);
    expect((await status(stranger, theirs._id)).body.domain.status).toBe('verified');
  });
});

describe('periodic re-check', () => {
  it('checks due domains that are not verified, and verified ones only after hours', async () => {
    const user = await createTestUser(ctx);
    const pending = (await add(user, unique('due'))).body;
    const done = (await add(user, unique('done'))).body;
    await sandbox(user, done._id, true);
    await status(user, done._id);
    await sandbox(user, pending._id, true);
    // Other tests' domains were just checked: only this test's are due.
    await ctx.db.updateTable('emailDomains').set({ lastCheckedAt: new Date() }).where('companyId', '<>', user.companyId).execute();
    expect(await recheckDueEmailDomains(ctx.deps)).toBe(1);
    expect((await getOne(user, pending._id)).body.status).toBe('verified');
    const doneRow = await ctx.db.selectFrom('emailDomains').select('lastCheckedAt').where('id', '=', done._id).executeTakeFirstOrThrow();
    // Just checked: the next runs leave it alone for hours.
    await recheckDueEmailDomains(ctx.deps);
    const again = await ctx.db.selectFrom('emailDomains').select('lastCheckedAt').where('id', '=', done._id).executeTakeFirstOrThrow();
    expect(again.lastCheckedAt).toEqual(doneRow.lastCheckedAt);
    // Seven hours later it is due again, and its records are still there.
    await ctx.db.updateTable('emailDomains').set({ lastCheckedAt: new Date(Date.now() + 7 * 3_600_000) }).where('companyId', '<>', user.companyId).execute();
    expect(await recheckDueEmailDomains(ctx.deps, undefined, new Date(Date.now() + 7 * 3_600_000))).toBe(2);
    const later = await ctx.db.selectFrom('emailDomains').select(['lastCheckedAt', 'status']).where('id', '=', done._id).executeTakeFirstOrThrow();
    expect(later.lastCheckedAt!.getTime()).toBeGreaterThan(doneRow.lastCheckedAt!.getTime());
    expect(later.status).toBe('verified');
  });
});

describe('re-check job', () => {
  it('is a stately queue (one run active, one waiting) scheduled every 5 minutes', async () => {
    const withJobs = await createTestContext({ jobs: true });
    try {
      await defineEmailDomainJobs(withJobs.deps);
      const boss = withJobs.deps.jobs!.boss;
      expect((await boss.getQueue(EMAIL_RECHECK_QUEUE))?.policy).toBe('stately');
      expect((await boss.getSchedules()).find((s) => s.name === EMAIL_RECHECK_QUEUE)?.cron).toBe('*/5 * * * *');
      // A second waiting run is refused while one waits.
      expect(await boss.send(EMAIL_RECHECK_QUEUE, {}, { startAfter: 60 })).toEqual(expect.any(String));
      expect(await boss.send(EMAIL_RECHECK_QUEUE, {}, { startAfter: 60 })).toBeNull();
    } finally {
      await withJobs.close();
    }
  });
});

describe('with EMAIL_DNS=real', () => {
  let real: TestContext;
  beforeAll(async () => { real = await createTestContext({ env: { EMAIL_DNS: 'real', PUBLIC_URL: 'https://app.crm-test.io' } }); });
  afterAll(async () => real?.close());

  it('refuses the sandbox switch (404) and answers sandbox: false', async () => {
    const user = await createTestUser(real);
    const res = await call(real, 'POST', '/api/mailerSend/domains/addDomain', { token: user.token, body: { companyId: user.companyId, name: unique('real') } });
    expect(res.body.sandbox).toBe(false);
    const sw = await call(real, 'PUT', `/api/mailerSend/domains/sandboxDns/${res.body._id}`, { token: user.token, body: { companyId: user.companyId, published: true } });
    expect(sw.status).toBe(404);
    expect(await real.db.selectFrom('sandboxDnsRecords').selectAll().execute()).toEqual([]);
  });
});

describe('demo seed', () => {
  it('gives the demo company a verified sandbox sending domain', async () => {
    const demo = await createTestContext({ env: { PUBLIC_URL: 'https://app.crm-test.io' } });
    try {
      const seeded = await seedDemo(demo.deps, [seedDemoEmailDomain]);
      const sender = await senderDomainFor(demo.db, demo.deps.config, seeded!.companyId, `hola@${DEMO_SENDING_DOMAIN}`);
      expect(sender).toMatchObject({ name: DEMO_SENDING_DOMAIN, verified: true, dkim: { keySelector: 'crm1' } });
    } finally {
      await demo.close();
    }
  });
});
