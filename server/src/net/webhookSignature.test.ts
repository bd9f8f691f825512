import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './webhookSignature';

const secret = 'whsec_test';
const body = '{"event":"workflow.step","n":1}';
const now = 1_800_000_000;

describe('webhook signatures', () => {
  it('signs "t.body" with HMAC-SHA256 in hex, as a receiver recomputes it independently', () => {
    const header = signWebhook(secret, body, now);
    const expected = createHmac('sha256', secret).update(`${now}.${body}`).digest('hex');
    expect(header).toBe(`t=${now},v1=${expected}`);
    expect(verifyWebhookSignature(secret, body, header, { now })).toBe(true);
    expect(verifyWebhookSignature(secret, Buffer.from(body), header, { now })).toBe(true);
  });

  it('refuses another body, another secret, a missing or malformed header', () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhookSignature(secret, `${body} `, header, { now })).toBe(false);
    expect(verifyWebhookSignature('whsec_other', body, header, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, undefined, { now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, 'v1=abc', { now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, header.replace(/v1=[0-9a-f]{4}/, 'v1=0000'), { now })).toBe(false);
    expect(verifyWebhookSignature(secret, body, `t=${now},v1=zz`, { now })).toBe(false);
  });

  it('refuses a timestamp more than 300 s away (a replay), accepts within', () => {
    const header = signWebhook(secret, body, now);
    expect(verifyWebhookSignature(secret, body, header, { now: now + 300 })).toBe(true);
    expect(verifyWebhookSignature(secret, body, header, { now: now + 301 })).toBe(false);
    expect(verifyWebhookSignature(secret, body, header, { now: now - 301 })).toBe(false);
  });

  it('accepts any matching v1 among several (secret rotation)', () => {
    const good = signWebhook(secret, body, now).split(',')[1];
    expect(verifyWebhookSignature(secret, body, `t=${now},v1=${'a'.repeat(64)},${good}`, { now })).toBe(true);
  });
});
