import { TEMPLATE_VARIABLE, templateSource, variablesOf, type TemplateStatus } from '../../../../contract/chatTemplates';
import type { TemplateForReview, TemplateReview } from './chat.connector';

/**
 * The product's templates in the Cloud API's shapes (reference/whatsapp.md A3). The product has a
 * header and a message sharing named or numbered variables; the Cloud API has a HEADER (TEXT)
 * and a BODY component, each numbering its own positional variables {{1}}, {{2}}… in order of
 * appearance, each with an example. The same renumbering is used to submit and to send, so the
 * values always land where the review saw their examples.
 */

type Source = { header: string | null; message: string };

/** `text` with its variables renumbered 1…n in order of first appearance. */
export function positional(text: string): { text: string; names: string[] } {
  const names = variablesOf(text);
  return { text: text.replace(TEMPLATE_VARIABLE, (_whole, name: string) => `{{${names.indexOf(name) + 1}}}`), names };
}

/** The value of each variable by name: `values` follow `variablesOf(templateSource(template))`. */
function valueOf(template: Source, values: string[]): (name: string) => string {
  const order = variablesOf(templateSource(template));
  return (name) => values[order.indexOf(name)]?.trim() ?? '';
}

export type CloudComponent = { type: 'HEADER' | 'BODY'; format?: 'TEXT'; text: string; example?: { header_text?: string[]; body_text?: string[][] } };

/** The HEADER and BODY components of a template, with each variable's example. */
export function templateComponents(template: Source & { variables: string[] }): CloudComponent[] {
  const example = valueOf(template, template.variables);
  const components: CloudComponent[] = [];
  if (template.header) {
    const header = positional(template.header);
    components.push({ type: 'HEADER', format: 'TEXT', text: header.text, ...(header.names.length ? { example: { header_text: header.names.map(example) } } : {}) });
  }
  const body = positional(template.message);
  components.push({ type: 'BODY', text: body.text, ...(body.names.length ? { example: { body_text: [body.names.map(example)] } } : {}) });
  return components;
}

/** `POST /{waba-id}/message_templates`'s body. */
export function templateCreateBody(template: TemplateForReview) {
  return {
    name: template.name,
    language: template.language ?? 'es',
    category: template.category,
    parameter_format: 'POSITIONAL',
    components: templateComponents(template),
  };
}

/** The `components` of a template send: the values of the header's and the body's variables, in their order. */
export function templateSendComponents(template: Source, values: string[]) {
  const value = valueOf(template, values);
  const parameters = (names: string[]) => names.map((name) => ({ type: 'text' as const, text: value(name) }));
  const components: Array<{ type: 'header' | 'body'; parameters: Array<{ type: 'text'; text: string }> }> = [];
  const header = template.header ? positional(template.header).names : [];
  if (header.length) components.push({ type: 'header', parameters: parameters(header) });
  const body = positional(template.message).names;
  if (body.length) components.push({ type: 'body', parameters: parameters(body) });
  return components;
}

/** A template as the list endpoint answers it (the fields the connector asks for). */
export type RemoteTemplate = {
  id: string;
  name: string;
  language: string;
  status: string;
  category?: string;
  rejected_reason?: string;
  components?: Array<{ type: string; format?: string; text?: string }>;
};

/** Whether the template at Meta still says what ours says (else our edit must be submitted). */
export function sameContent(remote: RemoteTemplate, template: Source): boolean {
  const text = (type: string) => remote.components?.find((c) => c.type.toUpperCase() === type)?.text ?? null;
  const header = template.header ? positional(template.header).text : null;
  return text('BODY') === positional(template.message).text && text('HEADER') === header;
}

/**
 * The Cloud API's template status as the product's (contract TEMPLATE_STATUSES): approved and
 * reinstated ones can be sent; in review or appeal is pending; rejected keeps Meta's reason
 * (`NONE` means none); paused stays paused; disabled, archived, deleted, locked or over the limit
 * cannot be sent and say which. FLAGGED (at risk) can still be sent, with that warning.
 */
export function reviewOf(status: string, reason: string | null | undefined): TemplateReview {
  const why = reason && reason !== 'NONE' ? reason : null;
  switch (status.toUpperCase()) {
    case 'APPROVED': case 'REINSTATED': case 'UNARCHIVED': return { status: 'APPROVED', reason: null };
    case 'FLAGGED': return { status: 'APPROVED', reason: 'FLAGGED' };
    case 'REJECTED': return { status: 'REJECTED', reason: why };
    case 'PAUSED': return { status: 'PAUSED', reason: why };
    case 'DISABLED': case 'ARCHIVED': case 'DELETED': case 'PENDING_DELETION': case 'LOCKED': case 'LIMIT_EXCEEDED':
      return { status: 'DISABLED' satisfies TemplateStatus, reason: status.toUpperCase() === 'DISABLED' ? why : status.toUpperCase() };
    default: return { status: 'PENDING', reason: null };
  }
}
