import {
  checkSubdomain, SUBDOMAIN_EDIT_MESSAGE, SUBDOMAIN_REQUIRED_MESSAGE, SUBDOMAIN_EXISTS_MESSAGE, SUBDOMAIN_PROBLEM_MESSAGES,
  type Landing, type LandingLanguage, type LandingSummary, type LandingTemplate,
} from '../../../../contract/landings';
import type { CompanyPixel } from '../../../../contract/integrations';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { ApiError } from '../../../dataProvider/ApiError';
import { MAX_LANDINGS_MESSAGE } from '../../../dataProvider/errors/normalizeLandingError';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { COMPANY_ID, sampleCrmData } from '../../crm/stories/crmFixtures';

type Handler = (args: CallArgs, body: Record<string, unknown>) => unknown;

export const LANDING_CLINIC = '00000000-0000-4000-8010-000000000001';
export const LANDING_WEBINAR = '00000000-0000-4000-8010-000000000002';

export type LandingsData = {
  templates: LandingTemplate[];
  landings: LandingSummary[];
  /** Subdomains other companies' landings hold. */
  takenSubdomains: string[];
  /** The plan's cap: creating or duplicating past it is refused with SPEC §8's text. */
  cap: number | null;
  /** Every listing call fails (a server error). */
  failList: boolean;
  /** Visits and submissions by landing id (tracking's landingStats). */
  stats: Record<string, { visits: number; submissions: number }>;
  /** The Meta pixels the company added on the integrations screen (pixelsByCompany). */
  companyPixels: CompanyPixel[];
  /** Reading the company's pixels fails (a server error). */
  failPixels: boolean;
};

export const PIXEL_SHOP = '1015522353000001';
export const PIXEL_BLOG = '1015522353000002';
const companyPixel = (pixelId: string, pixelName: string, createdAt: string): CompanyPixel => ({
  _id: `00000000-0000-4000-8011-${pixelId.slice(-12)}`, companyId: COMPANY_ID, connectionId: '00000000-0000-4000-8011-000000000000', pixelId, pixelName, createdAt,
});

/** Where a published landing is seen (as the server builds it from PUBLIC_URL and LANDINGS_DOMAIN). */
const publicUrl = (subdomain: string | null) => ({ url: subdomain ? `http://${subdomain}.landings.localhost:3000/` : null });

/** A thumbnail that needs no server: a band of the template's colour. */
const thumbnail = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#fff"/><rect width="160" height="40" fill="${colour}"/></svg>`)}`;

const template = (id: string, es: [string, string], en: [string, string], colour: string): LandingTemplate => ({
  id, category: id, name: { es: es[0], en: en[0] }, description: { es: es[1], en: en[1] }, sections: ['hero', 'features', 'form'],
  colors: { primary: colour, background: '#ffffff', accent: colour }, thumbnailUrl: thumbnail(colour),
});

/** Three templates and two landings of the demo company: a published clinic page with its subdomain, a webinar draft. */
export function sampleLandingsData(): LandingsData {
  const templates = [
    template('services', ['Servicios', 'Presenta tus servicios y recibe solicitudes de presupuesto.'], ['Services', 'Present your services and receive quote requests.'], '#1565c0'),
    template('webinar', ['Webinar', 'Consigue inscripciones para tu próximo webinar.'], ['Webinar', 'Get sign-ups for your next webinar.'], '#6a1b9a'),
    template('restaurant', ['Restaurante', 'Tu carta, horarios y reservas en una página.'], ['Restaurant', 'Your menu, opening hours and bookings on one page.'], '#bf360c'),
  ];
  const landing = (_id: string, name: string, templateId: string, status: LandingSummary['status'], subdomain: string | null, updatedAt: string): LandingSummary => ({
    ...publicUrl(status === 'published' ? subdomain : null), _id, companyId: COMPANY_ID, name, templateId, language: 'es', status, subdomain, thumbnailUrl: templates.find((t) => t.id === templateId)!.thumbnailUrl,
    publishedAt: status === 'published' ? updatedAt : null, pixelIds: null, createdAt: '2026-10-01T09:00:00.000Z', updatedAt,
  });
  return {
    templates,
    landings: [
      landing(LANDING_CLINIC, 'Clínica Sol', 'services', 'published', 'clinica-sol', '2026-11-20T10:30:00.000Z'),
      landing(LANDING_WEBINAR, 'Webinar de otoño', 'webinar', 'draft', null, '2026-11-12T16:00:00.000Z'),
    ],
    takenSubdomains: ['ocupado'],
    cap: null,
    failList: false,
    stats: { [LANDING_CLINIC]: { visits: 1240, submissions: 62 } },
    companyPixels: [companyPixel(PIXEL_SHOP, 'Píxel de la tienda', '2026-10-02T09:00:00.000Z'), companyPixel(PIXEL_BLOG, 'Píxel del blog', '2026-10-03T09:00:00.000Z')],
    failPixels: false,
  };
}

let sequence = 100;


/**
 * A fake landings server for the projects screen over `data` (a test can change it and read it
 * back): the gallery, the list with search and status, creation and duplication under the plan's
 * cap, renaming, the subdomain with the shared rule and the server's refusals, the builder's URL,
 * deletion, each landing's Meta pixels out of the company's (pixelsByCompany), the landings' visits and conversion (tracking) and the tracking snippet. The answers and refusals are the real server's (landings.service.ts).
 */
export function landingsServer(change?: (data: LandingsData) => void) {
  const data = sampleLandingsData();
  change?.(data);
  const find = (id: unknown) => {
    const found = data.landings.find((l) => l._id === id);
    if (!found) throw new ApiError('Landing not found', 404, { error_code: 'not_found', message: 'Landing not found' });
    return found;
  };
  const full = (l: LandingSummary): Landing => ({
    ...l, html: '<main></main>', css: '', project: null,
    content: { language: l.language, brand: l.name, meta: { title: l.name, description: l.name }, sections: [{ kind: 'cta', title: l.name, cta: { label: 'Go', href: '#top' } }],
      theme: { primary: '#1565c0', onPrimary: '#ffffff', background: '#ffffff', surface: '#f5f5f5', text: '#111111', muted: '#555555', accent: '#1565c0', font: 'sans', radius: 8 } },
  });
  const insert = (values: Pick<LandingSummary, 'name' | 'templateId' | 'language'>) => {
    if (data.cap !== null && data.landings.length >= data.cap) {
      throw new ApiError(MAX_LANDINGS_MESSAGE, 400, { error_code: 'max_landings', message: MAX_LANDINGS_MESSAGE, details: { limit: data.cap, plan: 'freemium' } });
    }
    const now = new Date().toISOString();
    const created: LandingSummary = {
      ...publicUrl(null), ...values, _id: `00000000-0000-4000-8010-${String(++sequence).padStart(12, '0')}`, companyId: COMPANY_ID, status: 'draft', subdomain: null,
      thumbnailUrl: data.templates.find((t) => t.id === values.templateId)?.thumbnailUrl ?? '', publishedAt: null, pixelIds: null, createdAt: now, updatedAt: now,
    };
    data.landings.unshift(created);
    return full(created);
  };
  const touch = (l: LandingSummary, change: Partial<LandingSummary>) => Object.assign(l, change, { updatedAt: new Date().toISOString() });

  const handlers: Record<string, Handler> = {
    'GET /getAllBrizyTemplates': () => ({ data: data.templates }),
    'GET /pixelsByCompany/:companyId': () => {
      if (data.failPixels) throw new ApiError('Internal error', 500, { error_code: 'internal', message: 'Internal error' });
      return { data: data.companyPixels };
    },
    'GET /landingStats/:companyId': () => ({
      data: Object.entries(data.stats).map(([landingId, s]) => ({ landingId, ...s, visitors: s.visits, conversionRate: s.visits ? s.submissions / s.visits : 0 })),
    }),
    'GET /getScriptForTracking/:companyId': () => ({ snippet: '<script src="http://localhost:3000/api/webforms/t.js" data-site="demo-site-key" defer></script>' }),
    'GET /getLandingsData/:companyId': ({ query }) => {
      if (data.failList) throw new ApiError('Internal error', 500, { error_code: 'internal', message: 'Internal error' });
      const search = String(query?.search ?? '').toLowerCase();
      const rows = data.landings
        .filter((l) => !query?.status || l.status === query.status)
        .filter((l) => !search || l.name.toLowerCase().includes(search));
      return { data: rows, total: rows.length, page: 1, limit: Number(query?.limit ?? 24) };
    },
    'POST /createLandingWithoutIA': (_, body) => {
      const tpl = data.templates.find((t) => t.id === body.templateId);
      if (!tpl) throw new ApiError('Unknown template', 400, { error_code: 'invalid_data', message: 'Unknown template' });
      const language = (body.language ?? 'es') as LandingLanguage;
      return insert({ name: tpl.name[language], templateId: tpl.id, language });
    },
    'PUT /updateLandingData/:landingId': ({ params }, body) => {
      const l = find(params?.landingId);
      const newData = body.newData as { name?: string; pixelIds?: string[] | null };
      const unknown = newData.pixelIds?.filter((id) => !data.companyPixels.some((p) => p.pixelId === id)) ?? [];
      if (unknown.length) {
        const message = `Add these pixels on the integrations screen first: ${unknown.join(', ')}`;
        throw new ApiError(message, 400, { error_code: 'validation_error', message, details: [{ path: 'body.newData.pixelIds', message, code: 'pixel_not_added' }] });
      }
      const pixelIds = newData.pixelIds === undefined ? {} : { pixelIds: newData.pixelIds && data.companyPixels.map((p) => p.pixelId).filter((id) => newData.pixelIds!.includes(id)) };
      return full(touch(l, { ...(newData.name ? { name: newData.name } : {}), ...pixelIds }));
    },
    'GET /editLanding/:landingId': ({ params, query }) => ({ redirectUrl: `/${String(query?.lang ?? 'es')}/landing-editor/${find(params?.landingId)._id}` }),
    'POST /duplicateLanding': (_, body) => {
      const source = find(body.landingId);
      return insert({ name: `${source.name} (${source.language === 'es' ? 'copia' : 'copy'})`, templateId: source.templateId, language: source.language });
    },
    'DELETE /landing/:companyId/:landingId': ({ params }) => {
      find(params?.landingId);
      data.landings = data.landings.filter((l) => l._id !== params?.landingId);
      return { ok: true };
    },
    'POST /publishLanding': (_, body) => {
      const l = find(body.landingId);
      if (!l.subdomain) {
        throw new ApiError(SUBDOMAIN_REQUIRED_MESSAGE, 400, {
          error_code: 'subdomain_required', message: SUBDOMAIN_REQUIRED_MESSAGE, details: [{ path: 'body.landingId', message: 'The landing has no subdomain yet', code: 'subdomain_required' }],
        });
      }
      return full(touch(l, { status: 'published', publishedAt: new Date().toISOString(), ...publicUrl(l.subdomain) }));
    },
    'POST /unpublishLanding': (_, body) => full(touch(find(body.landingId), { status: 'draft', publishedAt: null, url: null })),
    'POST /updateSubdomain': (_, body) => {
      const checked = checkSubdomain(String(body.subdomain));
      if (!checked.ok) {
        throw new ApiError(SUBDOMAIN_EDIT_MESSAGE, 400, {
          error_code: 'subdomain_edit_error', message: SUBDOMAIN_EDIT_MESSAGE,
          details: [{ path: 'body.subdomain', message: SUBDOMAIN_PROBLEM_MESSAGES[checked.problem], code: `subdomain_${checked.problem}` }],
        });
      }
      const l = find(body.landingId);
      const holders = [...data.takenSubdomains, ...data.landings.filter((x) => x._id !== l._id).map((x) => x.subdomain)];
      if (holders.includes(checked.subdomain)) throw new ApiError(SUBDOMAIN_EXISTS_MESSAGE, 409, { error_code: 'subdomain_exists', message: SUBDOMAIN_EXISTS_MESSAGE });
      return full(touch(l, { subdomain: checked.subdomain, ...publicUrl(l.status === 'published' ? checked.subdomain : null) }));
    },
  };
  return { server: createFakeCrmApi(sampleCrmData(), handlers), data };
}
