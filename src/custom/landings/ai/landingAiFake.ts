import type { Landing } from '../../../../contract/landings';
import { LANDING_AI_FAILED_CODE } from '../../../../contract/landings/ai';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { ApiError } from '../../../dataProvider/ApiError';
import { MAX_LANDINGS_MESSAGE } from '../../../dataProvider/errors/normalizeLandingError';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { COMPANY_ID, sampleCrmData } from '../../crm/stories/crmFixtures';

/** How the fake server answers createLandingWithIA. */
export type LandingAiOutcome = 'created' | 'planCap' | 'aiFailed' | 'badImage';

/** What the form sent, as the server received it (text fields, and the files' names). */
export type ReceivedForm = { fields: Record<string, string>; files: { field: string; name: string }[] };

function readForm(body: unknown): ReceivedForm {
  const received: ReceivedForm = { fields: {}, files: [] };
  if (!(body instanceof FormData)) return received;
  for (const [key, value] of body.entries()) {
    if (typeof value === 'string') received.fields[key] = value;
    else received.files.push({ field: key, name: value.name });
  }
  return received;
}

/** The landing the server would answer: a draft in the chosen language, named after the brand. */
function createdLanding(form: ReceivedForm): Landing {
  const now = new Date().toISOString();
  const language = form.fields.language === 'en' ? 'en' : 'es';
  const brand = form.fields.brand ?? (language === 'es' ? 'Tu negocio' : 'Your business');
  return {
    _id: '00000000-0000-4000-8020-000000000001', companyId: COMPANY_ID, name: brand, templateId: 'services', language, status: 'draft', subdomain: null,
    thumbnailUrl: '', publishedAt: null, url: null, pixelIds: null, createdAt: now, updatedAt: now, html: '<main></main>', css: '', project: null,
    content: {
      language, brand, meta: { title: brand, description: form.fields.description?.slice(0, 160) ?? brand },
      theme: { primary: '#be123c', onPrimary: '#ffffff', background: '#ffffff', surface: '#fdf2f4', text: '#111827', muted: '#4b5563', accent: '#f5a3b5', font: 'sans', radius: 8 },
      sections: [{ kind: 'cta', title: brand, cta: { label: 'Go', href: '#form' } }],
    },
  };
}

/**
 * A fake server for the AI dialog: it answers createLandingWithIA after `delayMs` (so the steps
 * show) with the landing, SPEC §8's max_landings, the AI's failure or a photo refused by its
 * bytes, as the real server does (landingAi.service.ts), and keeps what each call sent.
 */
export function landingAiServer(outcome: LandingAiOutcome = 'created', delayMs = 0) {
  const received: ReceivedForm[] = [];
  const handler = async (_args: CallArgs, body: unknown) => {
    const form = readForm(body);
    received.push(form);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (outcome === 'planCap') throw new ApiError(MAX_LANDINGS_MESSAGE, 400, { error_code: 'max_landings', message: MAX_LANDINGS_MESSAGE, details: { limit: 1, plan: 'freemium' } });
    if (outcome === 'aiFailed') throw new ApiError('The AI did not compose a valid page', 502, { error_code: LANDING_AI_FAILED_CODE, message: 'The AI did not compose a valid page' });
    if (outcome === 'badImage') {
      throw new ApiError('Invalid body.images.1', 400, {
        error_code: 'validation_error', message: 'Invalid body.images.1',
        details: [{ path: 'body.images.1', message: 'This kind of file is not accepted here', code: 'file_type_not_accepted' }],
      });
    }
    return createdLanding(form);
  };
  // The fake's handlers take the body as JSON fields; this call's body is the FormData itself.
  const server = createFakeCrmApi(sampleCrmData(), { 'POST /createLandingWithIA': (args) => handler(args, args.body) });
  return { server, received };
}
