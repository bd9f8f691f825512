import type { EmailTemplate } from '../../../../contract/email/templates';
import type { SendingDomain } from '../../../../contract/email/domains';
import { ApiError } from '../../../dataProvider/ApiError';
import { createFakeCrmApi } from '../../crm/stories/createFakeCrmApi';
import { COMPANY_ID, OWNER_ID, sampleCrmData } from '../../crm/stories/crmFixtures';

export const SAVED_TEMPLATE_ID = '00000000-0000-4000-8014-000000000001';
export const GALLERY_ID = 'newsletter-es';

const at = '2026-11-20T10:00:00.000Z';
export const GALLERY_MJML = '<mjml><mj-head><mj-preview>Lo nuevo del mes</mj-preview></mj-head><mj-body><mj-text>Gallery MJML</mj-text></mj-body></mjml>';
export const SAVED_MJML = '<mjml><mj-body><mj-section><mj-column><mj-text>Hola {{name}}</mj-text></mj-column></mj-section></mj-body></mjml>';

export function savedTemplate(overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    _id: SAVED_TEMPLATE_ID, companyId: COMPANY_ID, name: 'Boletín de noviembre', subject: 'Novedades para {{name}}', preheader: 'Lo nuevo del mes',
    message: '<table><tr><td>Hola {{name}}</td></tr></table>', originalHtml: SAVED_MJML, originalCss: '', variables: ['name'], builder: 'mjml',
    stripoId: null, language: 'es', thumbnailUrl: '', createdAt: at, updatedAt: at, updatedBy: OWNER_ID, ...overrides,
  };
}

const verifiedDomain: SendingDomain = {
  _id: '00000000-0000-4000-8014-0000000000d1', companyId: COMPANY_ID, companyName: 'Demo Company', name: 'mail.demo.example', status: 'verified',
  is_verified: true, dkim: true, spf: true, dmarc: true, returnPath: true, lastCheckedAt: at, verifiedAt: at, sandbox: true, createdAt: at,
};

export type EmailBuilderFakeOptions = {
  builder?: 'mjml' | 'stripo';
  template?: EmailTemplate | null;
  domains?: SendingDomain[];
  /** The first create is refused with BUILDER_TOKEN_MISSING (a token the server no longer accepts). */
  refuseFirstCreate?: boolean;
  /** Updates are refused with a field error under the subject. */
  refuseUpdate?: boolean;
};

/** The builder's calls over the CRM fake (contacts, custom properties), recording what was sent. */
export function emailBuilderServer(options: EmailBuilderFakeOptions = {}) {
  let tokens = 0;
  let refusedCreate = false;
  let stored: EmailTemplate | null = options.template === undefined ? savedTemplate() : options.template;
  const server = createFakeCrmApi(sampleCrmData(), {
    'POST /stripo/auth': () => ({ token: `builder-token-${++tokens}`, builder: options.builder ?? 'mjml', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }),
    'GET /templates/:templateId': ({ params }) => {
      if (!stored || params?.templateId !== stored._id) throw new ApiError('Template not found', 404, { error_code: 'NOT_FOUND', message: 'Template not found' });
      return stored;
    },
    'GET /stripo/templates/:id': ({ params, query }) => ({
      templateId: params?.id, name: 'Boletín', subject: 'Novedades de {{organization}}', language: query?.language ?? 'es', logo: '', premium: false, hasAmp: false,
      updatedAt: at, createdTime: at, templateTypes: [], templateSeasons: [], templateFeatures: [], templateIndustries: [], kind: 'newsletter', description: '',
      html: '<table><tr><td>Gallery</td></tr></table>', css: '.g{}', mjml: GALLERY_MJML, variables: [],
    }),
    'POST /templates': (_, body) => {
      if (options.refuseFirstCreate && !refusedCreate) {
        refusedCreate = true;
        throw new ApiError('No autorizado: Token no disponible', 401, { error_code: 'BUILDER_TOKEN_MISSING', message: 'No autorizado: Token no disponible' });
      }
      stored = savedTemplate({ ...(body as Partial<EmailTemplate>), _id: '00000000-0000-4000-8014-000000000002' });
      return stored;
    },
    'PUT /templates/:templateId': (_, body) => {
      if (options.refuseUpdate) {
        throw new ApiError('Invalid request', 400, { error_code: 'VALIDATION_ERROR', message: 'Invalid request', details: [{ path: 'body.subject', message: 'A subject has at most 998 characters' }] });
      }
      stored = { ...stored!, ...(body as Partial<EmailTemplate>) };
      return stored;
    },
    'POST /templates/preview': (_, body) => ({
      subject: String(body.subject).replace('{{name}}', body.contactId ? 'Ana' : 'Alex'),
      html: `<p>Preview for ${body.contactId ? 'Ana' : 'sample'}</p>`, text: '', missing: body.contactId ? ['property.vip'] : [],
    }),
    'GET /mailerSend/domains/domainByCompany/:companyId': () => ({ data: options.domains ?? [verifiedDomain] }),
    'POST /mailerSend/sendEmail': () => ({ messageId: 'm1', status: 'sent' }),
    'POST /templates/images': () => ({ url: '/api/email/images/x.png', width: 10, height: 10 }),
  });
  const sent = (key: string) => server.calls.filter((c) => c.key === key).map((c) => c.args);
  return { server, sent };
}
