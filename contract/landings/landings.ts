import { z } from 'zod';
import { defineCall } from '../define';
import { id, listOf, okResponse } from '../common';
import { LANDING_LANGUAGES, landingContent, SECTION_KINDS } from './content';

/**
 * Landings and subdomains (SPEC §7 "Landings and domains"): the gallery, creation from a
 * template, the company's landings, the builder's saves and the subdomain. Paths and bodies are
 * SPEC's; where SPEC's body names no company (updateSubdomain, editLanding…) the company id is
 * added, in the body or the query, so membership is checked wherever the landing id sits.
 * Custom domains, AI creation, tracking and web forms come in later slices of issue 13.
 */

const byBody = { in: 'body', key: 'companyId' } as const;
const byQuery = { in: 'query', key: 'companyId' } as const;
const byParams = { in: 'params', key: 'companyId' } as const;

export const LANDING_STATUSES = ['draft', 'published'] as const;
export type LandingStatus = (typeof LANDING_STATUSES)[number];

const localized = z.object({ es: z.string(), en: z.string() });

export const landingTemplate = z.object({
  /** A slug: `services`, `restaurant`, `thank-you`… */
  id: z.string(),
  category: z.string(),
  name: localized,
  description: localized,
  /** The kinds of its sections, in page order. */
  sections: z.array(z.enum(SECTION_KINDS as [string, ...string[]])),
  colors: z.object({ primary: z.string(), background: z.string(), accent: z.string() }),
  /** Path under /api of its SVG thumbnail (public, cacheable). */
  thumbnailUrl: z.string(),
});
export type LandingTemplate = z.infer<typeof landingTemplate>;

export const landingSummary = z.object({
  _id: z.string(),
  companyId: z.string(),
  name: z.string(),
  templateId: z.string(),
  language: z.enum(LANDING_LANGUAGES),
  status: z.enum(LANDING_STATUSES),
  subdomain: z.string().nullable(),
  thumbnailUrl: z.string(),
  publishedAt: z.string().nullable(),
  /** Where visitors see it (`{scheme}://{subdomain}.{LANDINGS_DOMAIN}[:port]/`); null unless published. */
  url: z.string().nullable(),
  /**
   * Which of the company's Meta pixels (integrations screen) the landing carries once published:
   * null is every one, including pixels added later; a list is exactly those (empty: none).
   */
  pixelIds: z.array(z.string()).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LandingSummary = z.infer<typeof landingSummary>;

/** GrapesJS project data as the builder stores it (landings.md §1.2): checked for shape, kept as given. */
export const builderProject = z.object({
  assets: z.array(z.unknown()).max(500).optional(),
  styles: z.union([z.array(z.unknown()), z.string()]).optional(),
  // GrapesJS ≥ 0.21 keeps each page's tree in its frames (`pages[].frames[].component`); older
  // project data has it on the page itself. Either is accepted, a page without any is not.
  pages: z.array(z.object({
    component: z.unknown().optional(),
    frames: z.array(z.object({ component: z.unknown() }).passthrough()).min(1).max(5).optional(),
  }).passthrough().refine((p) => p.component !== undefined || p.frames !== undefined, { message: 'A page needs its component or its frames' })).min(1).max(20),
  dataSources: z.array(z.unknown()).optional(),
}).passthrough();

export const landing = landingSummary.extend({
  content: landingContent,
  /** The page body the builder edits, and its stylesheet (rendered from the template at creation). */
  html: z.string(),
  css: z.string(),
  /** The builder's own project once it has saved; null until then (it starts from html and css). */
  project: builderProject.nullable(),
});
export type Landing = z.infer<typeof landing>;

/** Largest page body and stylesheet the builder may save (a long page with inline SVG is ~200 KB). */
export const LANDING_HTML_MAX = 1_000_000;
export const LANDING_CSS_MAX = 300_000;
/** The builder's project JSON, serialised. */
export const LANDING_PROJECT_MAX = 2_000_000;
/** Request body limit of updateLandingData: the three together, plus JSON's escaping. */
export const LANDING_UPDATE_BODY_MAX = 8 * 1024 * 1024;

/** What updateLandingData may change; at least one of them. */
export const landingDataPatch = z.object({
  name: z.string().trim().min(1).max(120).optional(),
  content: landingContent.optional(),
  html: z.string().max(LANDING_HTML_MAX).optional(),
  css: z.string().max(LANDING_CSS_MAX).optional(),
  project: builderProject.nullable().optional(),
  /** The company's pixels it carries (see landingSummary.pixelIds); only pixels the company added (400 pixel_not_added). */
  pixelIds: z.array(z.string().regex(/^\d{1,20}$/, 'A Meta pixel id is digits')).max(50).nullable().optional(),
}).strict().refine((d) => Object.values(d).some((v) => v !== undefined), { message: 'Nothing to change' });
export type LandingDataPatch = z.infer<typeof landingDataPatch>;

const landingQuery = z.object({ companyId: id });

/** Where uploaded builder assets are served, on the app's host and on landing hosts alike. */
export const LANDING_ASSET_PATH = '/_lp/a/';
export const landingAsset = z.object({
  /** `{companyId}.{random uuid}`: unguessable, and names the company's folder of the blob store. */
  assetId: z.string(),
  /** `/_lp/a/{assetId}`, relative so it resolves on whichever host shows the page. */
  url: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type LandingAsset = z.infer<typeof landingAsset>;


export const landingCalls = {
  getAllBrizyTemplates: defineCall({
    method: 'GET', path: '/getAllBrizyTemplates', summary: 'The template gallery: every template with its names and descriptions in Spanish and English, section kinds, colours and thumbnail',
    response: z.object({ data: z.array(landingTemplate) }),
  }),
  getLandingTemplateThumbnail: defineCall({
    method: 'GET', path: '/landingTemplateThumbnail/:templateId', public: true, summary: "A template's thumbnail (SVG drawn from its colours and layout; public so an <img> can load it)",
    params: z.object({ templateId: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
  }),
  createLandingWithoutIA: defineCall({
    method: 'POST', path: '/createLandingWithoutIA', summary: "Creates a draft landing from a template in the given language (default the user's); refused with max_landings past the plan's cap",
    body: z.object({ companyId: id, templateId: z.string().trim().min(1).max(40), language: z.enum(LANDING_LANGUAGES).optional(), name: z.string().trim().min(1).max(120).optional() }),
    company: byBody, permission: 'landings:write', response: landing,
  }),
  getLandingsData: defineCall({
    method: 'GET', path: '/getLandingsData/:companyId', summary: "The company's landings, last changed first",
    params: z.object({ companyId: id }),
    query: z.object({
      page: z.coerce.number().int().min(1).default(1),
      limit: z.coerce.number().int().min(1).max(100).default(24),
      search: z.string().trim().max(100).optional(),
      status: z.enum(LANDING_STATUSES).optional(),
    }),
    company: byParams, permission: 'landings:read', response: listOf(landingSummary),
  }),
  getOneLandingData: defineCall({
    method: 'GET', path: '/getOneLandingData/:landingId', summary: 'One landing with its content, page body, stylesheet and builder project',
    params: z.object({ landingId: id }), query: landingQuery, company: byQuery, permission: 'landings:read', response: landing,
  }),
  updateLandingData: defineCall({
    method: 'PUT', path: '/updateLandingData/:landingId', summary: "Saves what the builder changed (name, content, page body, stylesheet, project) or the landing's Meta pixels (pixelIds: null for all the company's, or a list of its added pixels; a published page carries the new choice at once); sizes and shapes checked, nothing kept when refused",
    params: z.object({ landingId: id }), body: z.object({ companyId: id, newData: landingDataPatch }),
    company: byBody, permission: 'landings:write', response: landing,
  }),
  editLanding: defineCall({
    method: 'GET', path: '/editLanding/:landingId', summary: "Where the builder opens for this landing (the app's landing-editor route, in the given interface language or the user's)",
    params: z.object({ landingId: id }), query: landingQuery.extend({ lang: z.enum(LANDING_LANGUAGES).optional() }),
    company: byQuery, permission: 'landings:write', response: z.object({ redirectUrl: z.string() }),
  }),
  duplicateLanding: defineCall({
    method: 'POST', path: '/duplicateLanding', summary: 'Copies a landing as a new draft without subdomain (counts against the plan cap)',
    body: z.object({ companyId: id, landingId: id }), company: byBody, permission: 'landings:write', response: landing,
  }),
  deleteLanding: defineCall({
    method: 'DELETE', path: '/landing/:companyId/:landingId', summary: 'Deletes a landing (its subdomain is free again)',
    params: z.object({ companyId: id, landingId: id }), company: byParams, permission: 'landings:delete', response: okResponse,
  }),
  updateSubdomain: defineCall({
    method: 'POST', path: '/updateSubdomain', summary: "Sets the landing's subdomain (a DNS label, not reserved); 409 \"This domain name already exists\", 400 \"Error editing subdomain\" with the reason",
    // Any text up to a bound: checkSubdomain says what is wrong with it, as SPEC §8's edit error.
    body: z.object({ companyId: id, landingId: id, subdomain: z.string().max(10_000) }),
    company: byBody, permission: 'landings:write', response: landing,
  }),
  publishLanding: defineCall({
    method: 'POST', path: '/publishLanding', summary: "Publishes the landing on its subdomain: its page (the builder's saved body and stylesheet) is rendered now as a static document and served from then on; 400 subdomain_required without a subdomain. Publishing again replaces the served page",
    body: z.object({ companyId: id, landingId: id }), company: byBody, permission: 'landings:write', response: landing,
  }),
  uploadLandingAsset: defineCall({
    method: 'POST', path: '/uploadLandingAsset', summary: "Stores an image (PNG, JPEG, WebP, GIF; 5 MB) or video (MP4, WebM; 50 MB) for the builder (multipart `file`): the type is read from the bytes (415), the size counted (413), nothing kept when refused. Its url (`/_lp/a/{assetId}`) works on the app and on every published landing",
    query: landingQuery, multipart: true, company: byQuery, permission: 'landings:write', response: landingAsset,
  }),
  getLandingBlocks: defineCall({
    method: 'GET', path: '/landingBlocks/:landingId', summary: "The builder's section blocks (hero, features, testimonials, pricing, FAQ, form, CTA), rendered as the templates render them, in the landing's language: the landing's own section of that kind, else a template's",
    params: z.object({ landingId: id }), query: landingQuery, company: byQuery, permission: 'landings:read',
    response: z.object({ data: z.array(z.object({ kind: z.enum(SECTION_KINDS as [string, ...string[]]), html: z.string() })) }),
  }),
  unpublishLanding: defineCall({
    method: 'POST', path: '/unpublishLanding', summary: 'Stops serving the landing (it becomes a draft again; its subdomain stays)',
    body: z.object({ companyId: id, landingId: id }), company: byBody, permission: 'landings:write', response: landing,
  }),
} as const;

/** What publishLanding answers (400 subdomain_required) when the landing has no subdomain yet. */
export const SUBDOMAIN_REQUIRED_MESSAGE = 'Choose a subdomain before publishing';
