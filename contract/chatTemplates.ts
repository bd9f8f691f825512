import { z } from 'zod';
import { FIELD_MESSAGES } from './fieldMessages';

/**
 * Chat templates (SPEC §7): the messages the channel reviews, the only ones allowed outside the
 * 24-hour window. Their fields, and how their text is filled — one definition for the server that
 * sends them and the app that previews them.
 */

export const TEMPLATE_CATEGORIES = ['MARKETING', 'UTILITY', 'AUTHENTICATION'] as const;
/** The vendor's review states this product meets (reference/whatsapp.md A3). */
export const TEMPLATE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'PAUSED', 'DISABLED'] as const;
export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];
/** `{{1}}`…`{{n}}` or `{{first_name}}` in the header and the message. */
export const TEMPLATE_VARIABLE = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** A template's fields as given (no defaults, so a partial edit changes only what it names). */
export const chatTemplateInput = z.object({
  name: z.string().trim().min(1, 'Template name is required').max(512)
    .regex(/^[a-z0-9_]+$/, FIELD_MESSAGES.invalid_template_name),
  description: z.string().trim().max(500).nullable().optional(),
  category: z.enum(TEMPLATE_CATEGORIES),
  language: z.enum(['es', 'en', 'es_ES', 'en_US']),
  header: z.string().trim().max(60, 'The header has at most 60 characters').nullable().optional(),
  message: z.string().trim().min(1, 'The message is required').max(1024, 'The message has at most 1024 characters'),
  /** An example for each variable, in order of appearance (the channel's review needs them). */
  variables: z.array(z.string().trim().min(1).max(200)).max(20),
});
export const chatTemplateFields = chatTemplateInput.extend({
  category: chatTemplateInput.shape.category.default('UTILITY'),
  language: chatTemplateInput.shape.language.default('es'),
  variables: chatTemplateInput.shape.variables.default([]),
});
export const chatTemplate = z.object({
  _id: z.string(),
  companyId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  category: z.enum(TEMPLATE_CATEGORIES),
  language: z.string(),
  header: z.string().nullable(),
  message: z.string(),
  variables: z.array(z.string()),
  status: z.enum(TEMPLATE_STATUSES),
  /** Why the channel rejected it (ABUSIVE_CONTENT, INVALID_FORMAT, PROMOTIONAL…). */
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatTemplate = z.infer<typeof chatTemplate>;

/** The text a template sends: the header in bold (as the channel shows it) above the message. */
export const templateSource = (template: Pick<ChatTemplate, 'header' | 'message'>) =>
  template.header ? `*${template.header}*\n${template.message}` : template.message;

/** The template's distinct variables in order of first appearance (the values go in this order). */
export const variablesOf = (text: string) => [...new Set([...text.matchAll(TEMPLATE_VARIABLE)].map((m) => m[1]!))];

/** The text with the values filled in by position; a variable without a value keeps its placeholder. */
export function fillVariables(text: string, values: string[]): string {
  const names = variablesOf(text);
  return text.replace(TEMPLATE_VARIABLE, (whole, name: string) => values[names.indexOf(name)]?.trim() || whole);
}
