import { z } from 'zod';
import { defineCall } from '../define';
import { id, listOf, okResponse } from '../common';
import { language } from '../common';

/**
 * Email templates and the builder (SPEC §7 "Email", §3 email-template fields, §5 rules, issue 14 §1).
 *
 * - stripo/auth {userId} issues the builder token the app keeps locally (storage key `stripoToken`);
 *   the gallery calls and template creation need it in the `x-stripo-token` header. Without
 *   STRIPO_PLUGIN_ID/STRIPO_SECRET_KEY the token is this server's own (a short-lived signed token
 *   naming the user) and the builder is GrapesJS with MJML; with them it is Stripo's token and the
 *   app loads Stripo's editor.
 * - The gallery (GET /stripo/templates, defaults type BASIC and 50 items) mirrors Stripo's template
 *   API shape; each template exists in Spanish and English (`language`).
 * - A saved template keeps `message` (the HTML that is sent: tables, inlined CSS), `originalHtml`
 *   (the builder's source: MJML for the GrapesJS builder, Stripo's HTML for Stripo's editor),
 *   `originalCss`, and `variables` (merge variables it uses). Updating needs `templateId` in the
 *   body (SPEC §5), equal to the path's id.
 * The company id rides in the body or the query, so membership is checked wherever the template id sits.
 */

const byBody = { in: 'body', key: 'companyId' } as const;
const byQuery = { in: 'query', key: 'companyId' } as const;

/** Header carrying the builder token (SPEC §7). */
export const BUILDER_TOKEN_HEADER = 'x-stripo-token';
/** SPEC §9's words when the builder token is missing or no longer valid. */
export const BUILDER_TOKEN_MISSING_MESSAGE = 'No autorizado: Token no disponible';
export const BUILDER_TOKEN_MISSING_CODE = 'BUILDER_TOKEN_MISSING';

export const GALLERY_TYPES = ['BASIC', 'FREE', 'PREMIUM'] as const;
export const TEMPLATE_KINDS = [
  'newsletter', 'welcome', 'promotion', 'event-invitation', 'abandoned-cart', 'receipt',
  're-engagement', 'survey', 'webinar-reminder', 'product-launch', 'holiday-greeting', 'plain-letter',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Where the builder's source comes from: this product's GrapesJS+MJML builder or Stripo's editor. */
export const BUILDER_KINDS = ['mjml', 'stripo'] as const;
export type BuilderKind = (typeof BUILDER_KINDS)[number];

/** Largest sendable HTML, builder source and stylesheet a template may save. */
export const EMAIL_HTML_MAX = 500_000;
export const EMAIL_SOURCE_MAX = 500_000;
export const EMAIL_CSS_MAX = 200_000;
export const SUBJECT_MAX = 998; // RFC 5322 line limit, MailerSend's subject limit

export const stripoAuthResponse = z.object({
  token: z.string(),
  /** Which editor the app must load with this token. */
  builder: z.enum(BUILDER_KINDS),
  /** ISO 8601; the app asks for a new token before then. */
  expiresAt: z.string(),
});

const namedTag = z.object({ id: z.number(), name: z.string() });

/** One gallery entry, in Stripo's template-API shape (reference email.md §B) plus what this product adds. */
export const galleryTemplate = z.object({
  templateId: z.string(),
  name: z.string(),
  /** Thumbnail: a path under /api on this server (public, cacheable), for the app on its own origin. */
  logo: z.string(),
  premium: z.boolean(),
  hasAmp: z.boolean(),
  updatedAt: z.string(),
  createdTime: z.string(),
  templateTypes: z.array(namedTag),
  templateSeasons: z.array(namedTag),
  templateFeatures: z.array(namedTag),
  templateIndustries: z.array(namedTag),
  kind: z.enum(TEMPLATE_KINDS),
  description: z.string(),
  language,
  /** Suggested subject line (with merge variables). */
  subject: z.string(),
});
export type GalleryTemplate = z.infer<typeof galleryTemplate>;

export const galleryTemplateSource = galleryTemplate.extend({
  /** Sendable HTML (compiled, CSS inlined). */
  html: z.string(),
  css: z.string(),
  /** The builder's source (MJML). */
  mjml: z.string(),
  variables: z.array(z.string()),
});

export const emailTemplate = z.object({
  _id: z.string(),
  companyId: z.string(),
  name: z.string(),
  subject: z.string(),
  /** Preview text shown after the subject in inboxes. */
  preheader: z.string(),
  message: z.string(),
  originalHtml: z.string(),
  originalCss: z.string(),
  variables: z.array(z.string()),
  builder: z.enum(BUILDER_KINDS),
  /** The gallery template it started from; null for a blank one. */
  stripoId: z.string().nullable(),
  language,
  /** Thumbnail of the saved design: a path under /api (public, cacheable, changes with each save). */
  thumbnailUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type EmailTemplate = z.infer<typeof emailTemplate>;
export const emailTemplateSummary = emailTemplate.omit({ message: true, originalHtml: true, originalCss: true });
export type EmailTemplateSummary = z.infer<typeof emailTemplateSummary>;

const name = z.string().trim().min(1, 'The template needs a name').max(200, 'A name has at most 200 characters');
const subject = z.string().trim().min(1, 'The template needs a subject').max(SUBJECT_MAX, `A subject has at most ${SUBJECT_MAX} characters`);
const templateFields = {
  name: name.optional(),
  subject,
  preheader: z.string().trim().max(250, 'Preview text has at most 250 characters').optional(),
  message: z.string().min(1, 'The template has no content').max(EMAIL_HTML_MAX, 'The email is too large'),
  originalHtml: z.string().max(EMAIL_SOURCE_MAX, 'The design is too large'),
  originalCss: z.string().max(EMAIL_CSS_MAX, 'The stylesheet is too large').default(''),
  variables: z.array(z.string().max(120)).max(200).default([]),
  builder: z.enum(BUILDER_KINDS).default('mjml'),
  stripoId: z.string().max(100).nullable().optional(),
  language: language.optional(),
};

export const templateCalls = {
  stripoAuth: defineCall({
    method: 'POST', path: '/stripo/auth', summary: 'Issue the email builder token for the signed-in user (SPEC §7)',
    body: z.object({ userId: id }), response: stripoAuthResponse,
  }),
  listGalleryTemplates: defineCall({
    method: 'GET', path: '/stripo/templates', summary: 'The template gallery (header x-stripo-token; defaults type BASIC, limit 50)',
    query: z.object({
      type: z.enum(GALLERY_TYPES).default('BASIC'),
      limit: z.coerce.number().int().min(1).max(100).default(50),
      page: z.coerce.number().int().min(0).default(0),
      language: language.default('es'),
    }),
    response: z.object({ total: z.number(), data: z.array(galleryTemplate) }),
  }),
  getGalleryTemplate: defineCall({
    method: 'GET', path: '/stripo/templates/:id', summary: 'One gallery template with its HTML, CSS and builder source (header x-stripo-token)',
    params: z.object({ id: z.string().max(100) }), query: z.object({ language: language.default('es') }),
    response: galleryTemplateSource,
  }),
  createEmailTemplate: defineCall({
    method: 'POST', path: '/templates', summary: 'Save a new email template (needs the builder token: x-stripo-token)',
    body: z.object({ companyId: id, ...templateFields }), response: emailTemplate,
    company: byBody, permission: 'email:write',
  }),
  listEmailTemplates: defineCall({
    method: 'GET', path: '/templates', summary: "The company's email templates, newest change first",
    query: z.object({ companyId: id, q: z.string().trim().max(200).optional() }), response: listOf(emailTemplateSummary),
    company: byQuery, permission: 'email:read',
  }),
  getEmailTemplate: defineCall({
    method: 'GET', path: '/templates/:templateId', summary: 'One email template with its content',
    params: z.object({ templateId: id }), query: z.object({ companyId: id }), response: emailTemplate,
    company: byQuery, permission: 'email:read',
  }),
  updateEmailTemplate: defineCall({
    method: 'PUT', path: '/templates/:templateId', summary: 'Save an email template (body needs templateId, SPEC §5)',
    params: z.object({ templateId: id }),
    body: z.object({ companyId: id, templateId: id.optional(), ...templateFields }), response: emailTemplate,
    company: byBody, permission: 'email:write',
  }),
  deleteEmailTemplate: defineCall({
    method: 'DELETE', path: '/templates/:templateId', summary: 'Delete an email template',
    params: z.object({ templateId: id }), query: z.object({ companyId: id }), response: okResponse,
    company: byQuery, permission: 'email:delete',
  }),
  previewEmailTemplate: defineCall({
    method: 'POST', path: '/templates/preview', summary: "Render a subject and HTML with one contact's data (or sample data)",
    body: z.object({
      companyId: id,
      subject: z.string().max(SUBJECT_MAX),
      message: z.string().max(EMAIL_HTML_MAX),
      contactId: id.optional(),
    }),
    response: z.object({ subject: z.string(), html: z.string(), text: z.string(), missing: z.array(z.string()) }),
    company: byBody, permission: 'email:read',
  }),
  uploadEmailImage: defineCall({
    method: 'POST', path: '/templates/images', summary: 'Upload an image for email templates (PNG, JPEG, GIF or WebP, ≤ 5 MB); answers its public URL',
    // The company rides in the query: a multipart body is read only after membership is checked.
    multipart: true, query: z.object({ companyId: id }),
    response: z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() }),
    company: byQuery, permission: 'email:write',
  }),
} as const;
