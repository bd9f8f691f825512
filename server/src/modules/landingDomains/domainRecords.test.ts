import { describe, expect, it } from 'vitest';
import { DnsTimeout, withinTime, type DnsResolver } from './dnsResolver';
import { checkDomainRecords, wantedRecords, type DnsConfig } from './domainRecords';

const config: DnsConfig = { LANDINGS_DOMAIN: 'landings.example.com', LANDINGS_CNAME_TARGET: undefined, LANDINGS_APEX_IPS: [] };
const TOKEN = 'tok123';

/** A DNS zone in a map: name → records by type; `slow` names never answer. */
function fakeResolver(zone: Record<string, { CNAME?: string[]; A?: string[]; TXT?: string[][] }>, slow: string[] = []): DnsResolver {
  const answer = async <T>(name: string, pick: (r: (typeof zone)[string]) => T[] | undefined): Promise<T[]> => {
    if (slow.includes(name)) throw new DnsTimeout(name);
    return pick(zone[name] ?? {}) ?? [];
  };
  return {
    resolveCname: (name) => answer(name, (r) => r.CNAME),
    resolve4: (name) => answer(name, (r) => r.A),
    resolveTxt: (name) => answer(name, (r) => r.TXT),
  };
}

const txt = { '_crm-verify.www.shop.com': { TXT: [['v=spf1 -all'], ['crm-verify=', 'tok123']] } };

describe('wantedRecords', () => {
  it('asks a CNAME below the apex, an ALIAS or the configured A records at it, and the TXT token', () => {
    expect(wantedRecords(config, 'www.shop.com', TOKEN)).toEqual([
      { type: 'CNAME', host: 'www.shop.com', value: 'landings.example.com', purpose: 'routing' },
      { type: 'TXT', host: '_crm-verify.www.shop.com', value: 'crm-verify=tok123', purpose: 'verification' },
    ]);
    expect(wantedRecords({ ...config, LANDINGS_CNAME_TARGET: 'edge.example.net' }, 'shop.co.uk', TOKEN)[0]).toEqual({ type: 'ALIAS', host: 'shop.co.uk', value: 'edge.example.net', purpose: 'routing' });
    expect(wantedRecords({ ...config, LANDINGS_APEX_IPS: ['203.0.113.7', '203.0.113.8'] }, 'shop.com', TOKEN).map((r) => `${r.type} ${r.value}`))
      .toEqual(['A 203.0.113.7', 'A 203.0.113.8', 'TXT crm-verify=tok123']);
  });
});

describe('checkDomainRecords (the real path, through the resolver interface)', () => {
  it('verifies a CNAME to the target (case and trailing dot aside) and the token among other TXT records (chunks joined)', async () => {
    const resolver = fakeResolver({ 'www.shop.com': { CNAME: ['Landings.Example.com.'] }, ...txt });
    expect(await checkDomainRecords(resolver, config, 'www.shop.com', TOKEN)).toEqual({ kind: 'checked', check: { routing: 'ok', verification: 'ok' }, verified: true });
  });

  it('says which record is missing or wrong: TXT mismatch, CNAME elsewhere, nothing at all', async () => {
    expect(await checkDomainRecords(fakeResolver({ 'www.shop.com': { CNAME: ['landings.example.com'] }, '_crm-verify.www.shop.com': { TXT: [['crm-verify=other']] } }), config, 'www.shop.com', TOKEN))
      .toEqual({ kind: 'checked', check: { routing: 'ok', verification: 'wrong' }, verified: false });
    expect(await checkDomainRecords(fakeResolver({ 'www.shop.com': { CNAME: ['shops.myshopify.com'] }, ...txt }), config, 'www.shop.com', TOKEN))
      .toEqual({ kind: 'checked', check: { routing: 'wrong', verification: 'ok' }, verified: false });
    expect(await checkDomainRecords(fakeResolver({}), config, 'www.shop.com', TOKEN))
      .toEqual({ kind: 'checked', check: { routing: 'missing', verification: 'missing' }, verified: false });
  });

  it("accepts an apex whose addresses are the target's (ALIAS flattening) or the configured ones; refuses others", async () => {
    const zone = { 'shop.com': { A: ['203.0.113.7'] }, 'landings.example.com': { A: ['203.0.113.7'] }, '_crm-verify.shop.com': { TXT: [['crm-verify=tok123']] } };
    expect((await checkDomainRecords(fakeResolver(zone), config, 'shop.com', TOKEN)).kind === 'checked').toBe(true);
    expect(await checkDomainRecords(fakeResolver(zone), config, 'shop.com', TOKEN)).toMatchObject({ verified: true });
    expect(await checkDomainRecords(fakeResolver({ ...zone, 'landings.example.com': {} }), { ...config, LANDINGS_APEX_IPS: ['203.0.113.7'] }, 'shop.com', TOKEN)).toMatchObject({ verified: true });
    expect(await checkDomainRecords(fakeResolver({ ...zone, 'shop.com': { A: ['203.0.113.7', '198.51.100.1'] } }), config, 'shop.com', TOKEN))
      .toMatchObject({ check: { routing: 'wrong' }, verified: false });
  });

  it('concludes nothing when the DNS does not answer in time', async () => {
    expect(await checkDomainRecords(fakeResolver({ 'www.shop.com': { CNAME: ['landings.example.com'] } }, ['_crm-verify.www.shop.com']), config, 'www.shop.com', TOKEN)).toEqual({ kind: 'timeout' });
  });
});

describe('withinTime', () => {
  it('answers [] for "no such record", times out a lookup that hangs, and counts other failures as no answer', async () => {
    const fail = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }));
    expect(await withinTime('a.com', fail('ENODATA'), 50)).toEqual([]);
    expect(await withinTime('a.com', fail('ENOTFOUND'), 50)).toEqual([]);
    await expect(withinTime('a.com', fail('ESERVFAIL'), 50)).rejects.toBeInstanceOf(DnsTimeout);
    await expect(withinTime('a.com', () => new Promise<string[]>(() => {}), 20)).rejects.toBeInstanceOf(DnsTimeout);
    expect(await withinTime('a.com', async () => ['x'], 50)).toEqual(['x']);
  });
});
