import { createPublicKey, sign, verify } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { DnsTimeout, type DnsResolver } from '../landingDomains/dnsResolver';
import { decryptPrivateKey, encryptPrivateKey, generateDkimKeyPair } from './dkimKeys';
import { emailDnsMode } from './emailDomains.service';
import { addressDomain } from './emailDomains.lookup';
import { checkEmailRecords, parseTags, spfIncludeHost, wantedEmailRecords } from './emailRecords';

const config = { publicUrl: 'https://App.Crm-Test.io:8443/' };
const domain = { name: 'shop.com', dkimSelector: 'crm1', dkimPublicKey: 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAtest+key/AB==' };

/** A DNS of fixed answers; TXT values are given as the resolver gives them (arrays of strings of at most 255 bytes). */
function fakeDns(txt: Record<string, string[][]>, cname: Record<string, string[]> = {}): DnsResolver {
  return {
    resolveTxt: async (name) => txt[name] ?? [],
    resolveCname: async (name) => cname[name] ?? [],
    resolve4: async () => [],
  };
}
const chunks = (value: string, size = 255) => value.match(new RegExp(`.{1,${size}}`, 'g'))!;

const ourSpf = 'v=spf1 include:_spf.app.crm-test.io ~all';
const ourDkim = `v=DKIM1; k=rsa; p=${domain.dkimPublicKey}`;

describe('wanted records', () => {
  it("are SPF with this product's include, DKIM with the public key, DMARC p=none and the return-path CNAME", () => {
    expect(spfIncludeHost(config)).toBe('_spf.app.crm-test.io');
    expect(wantedEmailRecords(config, domain)).toEqual([
      { purpose: 'spf', type: 'TXT', hostname: 'shop.com', value: ourSpf, required: true },
      { purpose: 'dkim', type: 'TXT', hostname: 'crm1._domainkey.shop.com', value: ourDkim, required: true },
      { purpose: 'dmarc', type: 'TXT', hostname: '_dmarc.shop.com', value: 'v=DMARC1; p=none; rua=mailto:dmarc@shop.com', required: false },
      { purpose: 'return_path', type: 'CNAME', hostname: 'bounces.shop.com', value: 'bounces.app.crm-test.io', required: false },
    ]);
  });
});

describe('checkEmailRecords', () => {
  it('finds all four right, a long DKIM value split into 255-byte strings joined back', async () => {
    const dns = fakeDns({
      'shop.com': [['google-site-verification=abc'], [ourSpf]],
      'crm1._domainkey.shop.com': [chunks(ourDkim, 20)],
      '_dmarc.shop.com': [['v=DMARC1; p=reject; rua=mailto:x@shop.com']],
    }, { 'bounces.shop.com': ['BOUNCES.app.crm-test.io.'] });
    const result = await checkEmailRecords(dns, config, domain);
    expect(result).toEqual({
      kind: 'checked', verified: true,
      check: { spf: { state: 'ok', found: null }, dkim: { state: 'ok', found: null }, dmarc: { state: 'ok', found: null }, return_path: { state: 'ok', found: null } },
    });
  });

  it('accepts an existing SPF record that includes ours among other senders', async () => {
    const dns = fakeDns({ 'shop.com': [['v=spf1 ip4:203.0.113.0/24 include:_spf.google.com ', '+include:_spf.app.crm-test.io -all']], 'crm1._domainkey.shop.com': [[ourDkim]] });
    const result = await checkEmailRecords(dns, config, domain);
    expect(result).toMatchObject({ kind: 'checked', verified: true, check: { spf: { state: 'ok' }, dmarc: { state: 'missing' }, return_path: { state: 'missing' } } });
  });

  it('reports an SPF record without our include as wrong, with what it found', async () => {
    const theirs = 'v=spf1 include:_spf.google.com ~all';
    const result = await checkEmailRecords(fakeDns({ 'shop.com': [[theirs]], 'crm1._domainkey.shop.com': [[ourDkim]] }), config, domain);
    expect(result).toMatchObject({ kind: 'checked', verified: false, check: { spf: { state: 'wrong', found: theirs }, dkim: { state: 'ok' } } });
  });

  it('reports two SPF records as wrong (a permanent error for receivers), even when one is ours', async () => {
    const other = 'v=spf1 include:_spf.google.com ~all';
    const result = await checkEmailRecords(fakeDns({ 'shop.com': [[ourSpf], [other]], 'crm1._domainkey.shop.com': [[ourDkim]] }), config, domain);
    expect(result).toMatchObject({ kind: 'checked', verified: false, check: { spf: { state: 'wrong', found: `${ourSpf} | ${other}` } } });
  });

  it('accepts a policy redirected to ours, not an include that softfails or fails us', async () => {
    const withSpf = (spf: string) => fakeDns({ 'shop.com': [[spf]], 'crm1._domainkey.shop.com': [[ourDkim]] });
    expect(await checkEmailRecords(withSpf('v=spf1 redirect=_spf.app.crm-test.io'), config, domain)).toMatchObject({ verified: true });
    expect(await checkEmailRecords(withSpf('v=spf1 ~include:_spf.app.crm-test.io -all'), config, domain)).toMatchObject({ verified: false, check: { spf: { state: 'wrong' } } });
    expect(await checkEmailRecords(withSpf('v=spf1 -include:_spf.app.crm-test.io -all'), config, domain)).toMatchObject({ verified: false });
    expect(await checkEmailRecords(withSpf('V=SPF1 INCLUDE:_SPF.APP.CRM-TEST.IO. -all'), config, domain)).toMatchObject({ verified: true });
  });

  it('does not take an include of a longer host as ours', async () => {
    const result = await checkEmailRecords(fakeDns({ 'shop.com': [['v=spf1 include:_spf.app.crm-test.io.evil.com ~all']], 'crm1._domainkey.shop.com': [[ourDkim]] }), config, domain);
    expect(result).toMatchObject({ check: { spf: { state: 'wrong' } }, verified: false });
  });

  it('reports another DKIM key at our selector as wrong, and an invalid or duplicate DMARC record as wrong', async () => {
    const otherKey = 'v=DKIM1; k=rsa; p=MIIBother';
    const result = await checkEmailRecords(fakeDns({
      'shop.com': [[ourSpf]], 'crm1._domainkey.shop.com': [[otherKey]], '_dmarc.shop.com': [['v=DMARC1; p=maybe']],
    }, { 'bounces.shop.com': ['mta.elsewhere.net'] }), config, domain);
    expect(result).toEqual({
      kind: 'checked', verified: false,
      check: {
        spf: { state: 'ok', found: null }, dkim: { state: 'wrong', found: otherKey },
        dmarc: { state: 'wrong', found: 'v=DMARC1; p=maybe' }, return_path: { state: 'wrong', found: 'mta.elsewhere.net' },
      },
    });
    const twoDmarc = await checkEmailRecords(fakeDns({ '_dmarc.shop.com': [['v=DMARC1; p=none'], ['v=DMARC1; p=reject']] }), config, domain);
    expect(twoDmarc).toMatchObject({ check: { dmarc: { state: 'wrong' }, spf: { state: 'missing' }, dkim: { state: 'missing' } } });
  });

  it('accepts a DKIM key published with whitespace inside p= (some DNS hosts wrap it)', async () => {
    const spaced = `v=DKIM1;k=rsa;  p=${domain.dkimPublicKey.slice(0, 10)} ${domain.dkimPublicKey.slice(10)}`;
    expect(await checkEmailRecords(fakeDns({ 'shop.com': [[ourSpf]], 'crm1._domainkey.shop.com': [[spaced]] }), config, domain)).toMatchObject({ verified: true });
  });

  it('concludes nothing when the DNS does not answer in time', async () => {
    const slow: DnsResolver = { ...fakeDns({}), resolveTxt: async (name) => { throw new DnsTimeout(name); } };
    expect(await checkEmailRecords(slow, config, domain)).toEqual({ kind: 'timeout' });
  });
});

describe('parseTags and addressDomain', () => {
  it('read tag lists and the domain of an address', () => {
    expect([...parseTags('v=DKIM1; K=rsa; p=ab==')]).toEqual([['v', 'DKIM1'], ['k', 'rsa'], ['p', 'ab==']]);
    expect(addressDomain('Hola@Shop.COM')).toBe('shop.com');
    expect(addressDomain('a@b@tienda.españa.es')).toBe('tienda.xn--espaa-rta.es');
    expect(addressDomain('no-at-sign')).toBeNull();
    expect(addressDomain('@shop.com')).toBeNull();
  });
});

describe('DKIM keys', () => {
  const secrets = { JWT_SECRET: 'k'.repeat(40), DATA_DIR: '/nonexistent' };

  it('are 2048-bit RSA pairs whose private half signs what the public half verifies', async () => {
    const pair = await generateDkimKeyPair();
    const publicKey = createPublicKey({ key: Buffer.from(pair.publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(publicKey.asymmetricKeyDetails?.modulusLength).toBe(2048);
    const signature = sign('sha256', Buffer.from('hello'), pair.privateKeyPem);
    expect(verify('sha256', Buffer.from('hello'), publicKey, signature)).toBe(true);
  });

  it('are encrypted with a fresh IV, bound to the domain id, and unreadable under another secret', async () => {
    const pem = (await generateDkimKeyPair()).privateKeyPem;
    const a = encryptPrivateKey(secrets, 'id-1', pem);
    const b = encryptPrivateKey(secrets, 'id-1', pem);
    expect(a).not.toBe(b);
    expect(a).not.toContain('PRIVATE KEY');
    expect(a).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(decryptPrivateKey(secrets, 'id-1', a)).toBe(pem);
    expect(() => decryptPrivateKey(secrets, 'id-2', a)).toThrow();
    expect(() => decryptPrivateKey({ ...secrets, JWT_SECRET: 'z'.repeat(40) }, 'id-1', a)).toThrow();
    // Without JWT_SECRET: the secret start.ts keeps in DATA_DIR/secrets.json, the same on every call.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dkim-keys-'));
    const fromFile = encryptPrivateKey({ DATA_DIR: dataDir }, 'id-1', pem);
    expect(decryptPrivateKey({ DATA_DIR: dataDir }, 'id-1', fromFile)).toBe(pem);
    expect(() => decryptPrivateKey(secrets, 'id-1', fromFile)).toThrow();
    const tampered = `v1:${Buffer.from(Buffer.from(a.slice(3), 'base64').map((byte, i) => (i === 40 ? byte ^ 1 : byte))).toString('base64')}`;
    expect(() => decryptPrivateKey(secrets, 'id-1', tampered)).toThrow();
  });
});

describe('EMAIL_DNS', () => {
  const base = { JWT_SECRET: 'x'.repeat(32) };
  it('defaults to the sandbox where sandboxes are allowed, and is never the sandbox where they are not', () => {
    expect(emailDnsMode(loadConfig(base))).toBe('sandbox');
    expect(emailDnsMode(loadConfig({ ...base, EMAIL_DNS: 'real' }))).toBe('real');
    expect(emailDnsMode(loadConfig({ ...base, NODE_ENV: 'production' }))).toBe('real');
    expect(emailDnsMode(loadConfig({ ...base, NODE_ENV: 'production', EMAIL_DNS: 'sandbox' }))).toBe('real');
  });
});
