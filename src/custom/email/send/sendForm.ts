import { MAX_SCHEDULE_DAYS, MAX_TAGS, type RecipientSelector } from '../../../../contract/email';
import { buildContactQuery } from '../../crm/utils/buildContactQuery';
import type { BulkSend } from '../api/emailClient';

export const RECIPIENT_KINDS = ['list', 'filter', 'stage', 'contacts'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];
/** The contact fields the filter offers besides the search text (the contacts list's filter model). */
export const FILTER_FIELDS = ['city', 'country', 'organization', 'jobTitle', 'source'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export type SendFormValues = {
  templateId: string;
  kind: RecipientKind;
  listId: string;
  /** The contacts list's filter values: `q` and a text per field (buildContactQuery reads them). */
  filter: { q: string } & Record<FilterField, string>;
  pipelineId: string;
  stageId: string;
  contactIds: string[];
  subject: string;
  /** The part before @ and the verified domain it is sent from. */
  fromLocal: string;
  fromDomain: string;
  fromName: string;
  replyTo: string;
  tags: string[];
  when: 'now' | 'later';
  /** A local date-time as `<input type="datetime-local">` writes it (YYYY-MM-DDTHH:mm). */
  sendAt: string;
};

export const emptySendForm = (templateId = '', subject = ''): SendFormValues => ({
  templateId, kind: 'list', listId: '', filter: { q: '', city: '', country: '', organization: '', jobTitle: '', source: '' },
  pipelineId: '', stageId: '', contactIds: [], subject, fromLocal: '', fromDomain: '', fromName: '', replyTo: '', tags: [], when: 'now', sendAt: '',
});

/** Who the send goes to, or null while the choice is incomplete (no list picked yet…). */
export function toRecipientSelector(values: SendFormValues): RecipientSelector | null {
  switch (values.kind) {
    case 'list':
      return values.listId ? { type: 'list', listId: values.listId } : null;
    case 'filter':
      return { type: 'filter', ...buildContactQuery(values.filter) };
    case 'stage':
      return values.pipelineId && values.stageId ? { type: 'stage', pipelineId: values.pipelineId, stageId: values.stageId } : null;
    case 'contacts':
      return values.contactIds.length ? { type: 'contacts', contactIds: values.contactIds } : null;
  }
}

export const senderAddress = (values: Pick<SendFormValues, 'fromLocal' | 'fromDomain'>) =>
  values.fromLocal.trim() && values.fromDomain ? `${values.fromLocal.trim().toLowerCase()}@${values.fromDomain}` : '';

/** Form fields a rule can refuse; the value is a translation key under `email.send.errors`. */
export type SendFormField = 'templateId' | 'recipients' | 'subject' | 'from.email' | 'from.name' | 'replyTo' | 'tags' | 'sendAt';
export type SendFormErrors = Partial<Record<SendFormField, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOCAL_PART = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+$/i;

/**
 * The rules checked before anything is sent (the server checks them again with the contract):
 * what is missing or wrong, as translation keys. `test` checks only what a test send needs.
 */
export function validateSendForm(values: SendFormValues, now: Date, test = false): SendFormErrors {
  const errors: SendFormErrors = {};
  if (!values.templateId) errors.templateId = 'templateRequired';
  if (!values.subject.trim()) errors.subject = 'subjectRequired';
  else if (values.subject.length > 998) errors.subject = 'subjectTooLong';
  if (!values.fromDomain) errors['from.email'] = 'senderDomainRequired';
  else if (!values.fromLocal.trim() || !LOCAL_PART.test(values.fromLocal.trim())) errors['from.email'] = 'senderLocalInvalid';
  if (/[;,"<>]/.test(values.fromName)) errors['from.name'] = 'senderNameInvalid';
  else if (values.fromName.length > 100) errors['from.name'] = 'senderNameTooLong';
  if (values.replyTo.trim() && !EMAIL.test(values.replyTo.trim())) errors.replyTo = 'replyToInvalid';
  if (values.tags.length > MAX_TAGS) errors.tags = 'tooManyTags';
  if (test) return errors;
  if (!toRecipientSelector(values)) errors.recipients = `recipients.${values.kind}`;
  if (values.when === 'later') {
    const at = parseLocalDateTime(values.sendAt);
    if (!at) errors.sendAt = 'sendAtRequired';
    else if (at.getTime() <= now.getTime()) errors.sendAt = 'sendAtPast';
    else if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) errors.sendAt = 'sendAtTooFar';
  }
  return errors;
}

/** `YYYY-MM-DDTHH:mm` in the browser's time zone → that instant; null when not a date-time. */
export function parseLocalDateTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The message's fields, shared by the test send and the bulk send. */
export function toMessage(values: SendFormValues): Omit<BulkSend, 'recipients' | 'sendAt'> {
  const name = values.fromName.trim();
  const replyTo = values.replyTo.trim();
  return {
    templateId: values.templateId,
    subject: values.subject.trim(),
    from: { email: senderAddress(values), ...(name ? { name } : {}) },
    ...(replyTo ? { replyTo } : {}),
    tags: values.tags.map((t) => t.trim()).filter(Boolean),
  };
}

/** The sendBulkEmail body (without the company) of a valid form. */
export function toBulkSend(values: SendFormValues): BulkSend {
  const recipients = toRecipientSelector(values);
  if (!recipients) throw new Error('The recipients are incomplete');
  const at = values.when === 'later' ? parseLocalDateTime(values.sendAt) : null;
  return { ...toMessage(values), recipients, ...(at ? { sendAt: at.toISOString() } : {}) };
}
