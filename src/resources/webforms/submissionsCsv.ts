import { touchSource, type Submission } from '../../../contract/webforms';

const cell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // Quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * Submissions as a CSV: one column per fixed value, then one per input name any of them has
 * (`email`, `property.budget`…), with the consent and both touches' sources.
 */
export function submissionsCsv(rows: Submission[]): string {
  const inputs = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))].sort();
  const header = ['created_at', 'form', 'landing', 'status', 'contact', 'email', 'phone', 'source', 'first_touch', 'gclid', 'fbclid',
    'utm_campaign', 'consent', 'consent_text', 'consent_at', 'page_url', 'notes', ...inputs.map((i) => `field:${i}`)];
  const lines = rows.map((r) => {
    const first = r.attribution.firstTouch;
    const last = r.attribution.lastTouch;
    return [
      r.createdAt, r.formName, r.landingName, r.status, r.contactName, r.email, r.phone, r.source, first ? touchSource(first) : '',
      last?.gclid ?? first?.gclid, last?.fbclid ?? first?.fbclid, last?.utm_campaign ?? first?.utm_campaign,
      r.consent.given ? 'yes' : 'no', r.consent.text, r.consent.at, r.pageUrl, r.notes, ...inputs.map((i) => r.fields[i]),
    ].map(cell).join(',');
  });
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
