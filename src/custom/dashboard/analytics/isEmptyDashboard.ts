import type { Dashboard } from '../../../../contract/analytics';

/** Nothing happened in the period at all: no contact, stage change, campaign spend, chat or email. */
export function isEmptyDashboard(d: Dashboard): boolean {
  return (
    d.funnel.steps.every((s) => s.contacts === 0) &&
    d.stageTimes.every((s) => s.contacts === 0) &&
    d.contactsOverTime.totals.every((s) => s.contacts === 0) &&
    d.campaigns.every((c) => c.spend === 0 && c.contacts === 0) &&
    d.chat.received === 0 && d.chat.sent === 0 &&
    d.email.sent === 0
  );
}
