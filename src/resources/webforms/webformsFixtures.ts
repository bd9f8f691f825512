import type { Behavior, Submission } from '../../../contract/webforms';

const google = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'primavera', gclid: 'Cj0KCQ_demo', page: 'https://reformas.example/', at: '2026-11-20T09:58:00.000Z' };

/** A submission as the API answers it (contract/webforms). */
export const demoSubmission = (overrides: Partial<Submission> = {}): Submission => ({
  _id: 's1', companyId: 'c1', formId: 'f1', formName: 'form', landingId: 'l1', landingName: 'Reformas Díaz',
  contactId: 'k1', contactName: 'Ana Pérez', status: 'new', notes: '',
  fields: { name: 'Ana Pérez', email: 'ana@example.com', phone: '+34 600 111 222', message: 'Quiero reformar la cocina' },
  email: 'ana@example.com', phone: '+34 600 111 222',
  consent: { given: true, text: 'Acepto que me contacten sobre mi solicitud.', at: '2026-11-20T10:00:00.000Z' },
  source: 'google / cpc', attribution: { firstTouch: google, lastTouch: google }, pageUrl: 'https://reformas.example/?gclid=Cj0KCQ_demo',
  createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const demoBehavior = (overrides: Partial<Behavior> = {}): Behavior => ({
  contactId: 'k1', contactName: 'Ana Pérez', visitors: 1, submissions: 1,
  attribution: { firstTouch: google, lastTouch: google },
  events: [
    { _id: 'e3', type: 'form_submit', at: '2026-11-20T10:00:00.000Z', url: 'https://reformas.example/', title: null, label: 'form', href: null, landingId: 'l1', landingName: 'Reformas Díaz', submissionId: 's1', touch: null, source: 'direct' },
    { _id: 'e2', type: 'cta_click', at: '2026-11-20T09:59:00.000Z', url: 'https://reformas.example/', title: 'Reformas', label: 'Pide presupuesto', href: '#form', landingId: 'l1', landingName: 'Reformas Díaz', submissionId: null, touch: null, source: 'direct' },
    { _id: 'e1', type: 'page_view', at: '2026-11-20T09:58:00.000Z', url: 'https://reformas.example/?gclid=Cj0KCQ_demo', title: 'Reformas', label: null, href: null, landingId: 'l1', landingName: 'Reformas Díaz', submissionId: null, touch: google, source: 'google / cpc' },
  ],
  ...overrides,
});
