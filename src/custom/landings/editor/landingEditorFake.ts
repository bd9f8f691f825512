import type { Landing } from '../../../../contract/landings';
import { ApiError } from '../../../dataProvider/ApiError';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { COMPANY_ID, sampleCrmData } from '../../crm/stories/crmFixtures';

export const EDITED_LANDING = '00000000-0000-4000-8010-000000000001';

/** A landing as the builder receives it, rendered from a template and never saved by the builder. */
export function sampleLanding(): Landing {
  const now = '2026-11-20T10:00:00.000Z';
  return {
    _id: EDITED_LANDING, companyId: COMPANY_ID, name: 'Clínica Sol', templateId: 'services', language: 'es', status: 'draft', subdomain: null,
    thumbnailUrl: '', publishedAt: null, url: null, pixelIds: null, createdAt: now, updatedAt: now,
    html: '<main id="main"><section id="hero" class="lp-section lp-s-hero"><div class="lp-wrap"><h1>Clínica Sol</h1></div></section></main>',
    css: ':root{--lp-primary:#1565c0}', project: null,
    content: {
      language: 'es', brand: 'Clínica Sol', meta: { title: 'Clínica Sol', description: 'Tu clínica' }, sections: [{ kind: 'cta', title: 'Pide cita', cta: { label: 'Llamar', href: '#main' } }],
      theme: { primary: '#1565c0', onPrimary: '#ffffff', background: '#ffffff', surface: '#f5f5f5', text: '#111111', muted: '#555555', accent: '#1565c0', font: 'sans', radius: 8 },
    },
  };
}

/** The calls the builder makes, over the CRM fake (which answers the custom properties). */
export function landingEditorServer(options: { failSave?: boolean; failLoad?: boolean } = {}) {
  const landing = sampleLanding();
  const saves: unknown[] = [];
  const find = (id: unknown) => {
    if (options.failLoad) throw new ApiError('Internal error', 500, { error_code: 'internal', message: 'Internal error' });
    if (id !== landing._id) throw new ApiError('Landing not found', 404, { error_code: 'not_found', message: 'Landing not found' });
    return landing;
  };
  const server = createFakeCrmApi(sampleCrmData(), {
    'GET /getOneLandingData/:landingId': ({ params }) => find(params?.landingId),
    'GET /landingBlocks/:landingId': ({ params }) => {
      find(params?.landingId);
      return { data: [{ kind: 'cta', html: '<section id="cta-block" class="lp-section lp-s-cta"><div class="lp-wrap"><h2>Pide cita</h2></div></section>' }] };
    },
    'PUT /updateLandingData/:landingId': ({ params }, body) => {
      if (options.failSave) throw new ApiError('Internal error', 500, { error_code: 'internal', message: 'Internal error' });
      saves.push(body.newData);
      return find(params?.landingId);
    },
  });
  return { server, saves };
}
