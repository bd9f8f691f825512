import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { businessKeyOf, SandboxSocial } from './sandbox';
import { SocialError, type ConversionEvent } from './social.connector';

const NOW = new Date('2026-11-26T10:00:00Z');
const HOUR = 3_600_000;
const sha256 = (v: string) => createHash('sha256').update(v.trim().toLowerCase()).digest('hex');

/** A company's sandbox connection: a valid token for its business and its first pixel's id. */
async function connected(social: SandboxSocial, companyId: string) {
  const key = businessKeyOf(companyId);
  const { accessToken } = await social.exchangeCode(social.issueCode(key));
  const [pixel] = await social.pixels(accessToken, `act_2${key}`);
  return { accessToken, pixelId: pixel!.id };
}

const event = (over: Partial<ConversionEvent> = {}, user: Partial<ConversionEvent['userData']> = {}): ConversionEvent => ({
  eventName: 'Lead', eventTime: new Date(NOW.getTime() - HOUR), eventId: 'contact-1-lead', actionSource: 'website',
  eventSourceUrl: 'https://promo.example/otono',
  userData: { em: [sha256('Ana.Garcia@Example.com ')], ph: [sha256('34611222333')], fbc: 'fb.1.1764150000000.IwAR2abc', externalId: [], ...user },
  customData: { value: null, currency: null },
  ...over,
});

const refusal = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as SocialError);

describe('sandbox Conversions API', () => {
  const setup = async () => {
    let now = NOW;
    const social = new SandboxSocial('secret', 'verify', () => now);
    return { social, ...(await connected(social, 'company-a')), later: (ms: number) => { now = new Date(NOW.getTime() + ms); } };
  };

  it('takes in well-formed events, answers with their count and a trace id, and keeps them for the pixel', async () => {
    const { social, accessToken, pixelId } = await setup();
    const purchase = event({ eventName: 'Purchase', eventId: 'deal-9', actionSource: 'system_generated', eventSourceUrl: null, customData: { value: 250, currency: 'EUR' } });
    const answer = await social.sendConversionEvents(pixelId, accessToken, [event(), purchase]);
    expect(answer.eventsReceived).toBe(2);
    expect(answer.fbtraceId).toMatch(/^[A-Za-z0-9_-]{12,}$/);
    expect(social.receivedEvents(pixelId).map((e) => [e.eventName, e.eventId, e.customData.value])).toEqual([['Lead', 'contact-1-lead', null], ['Purchase', 'deal-9', 250]]);
    expect(social.receivedEvents(`${pixelId.slice(0, -1)}2`)).toEqual([]);
  });

  it('keeps only the last 50 events of a pixel', async () => {
    const { social, accessToken, pixelId } = await setup();
    const many = Array.from({ length: 60 }, (_, i) => event({ eventId: `e${i}` }));
    expect((await social.sendConversionEvents(pixelId, accessToken, many)).eventsReceived).toBe(60);
    const kept = social.receivedEvents(pixelId);
    expect(kept).toHaveLength(50);
    expect([kept[0]!.eventId, kept[49]!.eventId]).toEqual(['e10', 'e59']);
  });

  it('refuses an unhashed email without echoing it, and takes in nothing', async () => {
    const { social, accessToken, pixelId } = await setup();
    const e = await refusal(social.sendConversionEvents(pixelId, accessToken, [event({}, { em: ['ana.garcia@example.com'] })]));
    expect(e).toBeInstanceOf(SocialError);
    expect(e).toMatchObject({ code: 'unknown', status: 400 });
    expect(e!.message).toMatch(/user_data\.em\[0\] is not hashed/);
    expect(e!.message).not.toContain('ana.garcia');
    expect(social.receivedEvents(pixelId)).toEqual([]);
  });

  it('refuses the whole request when one event is more than 7 days old', async () => {
    const { social, accessToken, pixelId } = await setup();
    const old = event({ eventId: 'old', eventTime: new Date(NOW.getTime() - 7 * 24 * HOUR - 60_000) });
    const e = await refusal(social.sendConversionEvents(pixelId, accessToken, [event(), old]));
    expect(e).toMatchObject({ code: 'unknown', status: 400 });
    expect(e!.message).toMatch(/^Invalid parameter: data\[1\]\.event_time is more than 7 days ago/);
    expect(social.receivedEvents(pixelId)).toEqual([]);
    const sixDays = event({ eventTime: new Date(NOW.getTime() - 6 * 24 * HOUR) });
    expect((await social.sendConversionEvents(pixelId, accessToken, [sixDays])).eventsReceived).toBe(1);
  });

  it('refuses another business\'s pixel as a missing object', async () => {
    const { social, accessToken } = await setup();
    const other = await connected(social, 'company-b');
    const e = await refusal(social.sendConversionEvents(other.pixelId, accessToken, [event()]));
    expect(e).toMatchObject({ code: 'not_found', status: 404 });
    expect(e!.message).toContain(`Object with ID '${other.pixelId}' does not exist`);
    expect(social.receivedEvents(other.pixelId)).toEqual([]);
  });

  it('refuses an expired token', async () => {
    const { social, accessToken, pixelId, later } = await setup();
    later(61 * 24 * HOUR);
    const e = await refusal(social.sendConversionEvents(pixelId, accessToken, [event({ eventTime: new Date(NOW.getTime() + 61 * 24 * HOUR) })]));
    expect(e).toMatchObject({ code: 'token_expired', status: 401 });
  });

  it('refuses what Meta refuses: no events, a future time, an unknown action source, a malformed fbc, no customer information', async () => {
    const { social, accessToken, pixelId } = await setup();
    const send = (events: ConversionEvent[]) => refusal(social.sendConversionEvents(pixelId, accessToken, events)).then((e) => e?.message ?? 'accepted');
    expect(await send([])).toMatch(/between 1 and 1000 events/);
    expect(await send(Array.from({ length: 1001 }, () => event()))).toMatch(/between 1 and 1000 events/);
    expect(await send([event({ eventName: ' ' })])).toMatch(/event_name is required/);
    expect(await send([event({ eventTime: new Date(NOW.getTime() + HOUR) })])).toMatch(/event_time is in the future/);
    expect(await send([event({ eventTime: new Date(NOW.getTime() + 60_000) })])).toBe('accepted');
    expect(await send([event({ actionSource: 'fax' as ConversionEvent['actionSource'] })])).toMatch(/action_source must be one of/);
    expect(await send([event({ eventSourceUrl: null })])).toMatch(/event_source_url is required for website events/);
    expect(await send([event({}, { fbc: 'IwAR2abc' })])).toMatch(/fbc must look like fb\.1\./);
    expect(await send([event({}, { ph: ['+34611222333'] })])).toMatch(/user_data\.ph\[0\] is not hashed/);
    expect(await send([event({}, { externalId: [sha256('x').toUpperCase()] })])).toMatch(/external_id\[0\] is not hashed/);
    expect(await send([event({}, { em: [], ph: [], fbc: null, externalId: [] })])).toMatch(/no customer information parameter/);
    expect(await send([event({}, { em: [], ph: [], fbc: null, externalId: [sha256('contact-1')] })])).toBe('accepted');
  });
});
