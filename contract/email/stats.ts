import { z } from 'zod';
import { defineCall } from '../define';
import { id } from '../common';

/**
 * Email statistics (SPEC §7: mailersend/stats/basic and by-tag, with from and to; issue 14 §4).
 * Counted from this server's own events (sends, the open pixel, click redirects, one-click
 * unsubscribes, the provider's bounce and complaint webhooks), test sends excluded. `from` and
 * `to` are calendar days (YYYY-MM-DD, inclusive) in `timeZone` (default the company's, else UTC).
 * Rates are fractions 0–1 of delivered (opens, clicks, unsubscribes, complaints) or of sent
 * (delivered, bounced); 0 when the base is 0.
 */

const byQuery = { in: 'query', key: 'companyId' } as const;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');

export const EMAIL_EVENT_TYPES = ['sent', 'delivered', 'opened', 'clicked', 'soft_bounced', 'hard_bounced', 'unsubscribed', 'spam_complaint'] as const;
export type EmailEventType = (typeof EMAIL_EVENT_TYPES)[number];
/** Longest range one statistics call covers (MailerSend keeps analytics six months). */
export const STATS_MAX_DAYS = 366;

export const emailCounts = z.object({
  sent: z.number(),
  delivered: z.number(),
  opened: z.number(),
  uniqueOpens: z.number(),
  clicked: z.number(),
  uniqueClicks: z.number(),
  bounced: z.number(),
  softBounced: z.number(),
  hardBounced: z.number(),
  unsubscribed: z.number(),
  complaints: z.number(),
});
export const emailRates = z.object({
  deliveryRate: z.number(), openRate: z.number(), clickRate: z.number(), clickToOpenRate: z.number(),
  bounceRate: z.number(), unsubscribeRate: z.number(), complaintRate: z.number(),
});
export const emailStats = emailCounts.extend({ rates: emailRates });
export type EmailStats = z.infer<typeof emailStats>;

const range = { companyId: id, from: day, to: day, timeZone: z.string().max(64).optional() };

export const statsCalls = {
  emailStatsBasic: defineCall({
    method: 'GET', path: '/mailersend/stats/basic', summary: 'Totals and rates over a date range, and the same per day',
    query: z.object({ ...range, tag: z.string().max(191).optional() }),
    response: z.object({ from: z.string(), to: z.string(), totals: emailStats, daily: z.array(emailCounts.extend({ date: z.string() })) }),
    company: byQuery, permission: 'email:read',
  }),
  emailStatsByTag: defineCall({
    method: 'GET', path: '/mailersend/stats/by-tag', summary: 'Totals and rates per tag over a date range (untagged mail under an empty tag)',
    query: z.object(range),
    response: z.object({ from: z.string(), to: z.string(), data: z.array(emailStats.extend({ tag: z.string() })) }),
    company: byQuery, permission: 'email:read',
  }),
} as const;
