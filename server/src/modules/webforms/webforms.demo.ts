import type { Touch } from '../../../../contract/webforms';
import { touchSource } from '../../../../contract/webforms';
import { findByEmail, insertContact } from '../contacts/contacts.repository';
import type { DemoSeeder } from '../demo/demo.seed';
import { searchText } from './webforms.ingest';
import * as repo from './webforms.repository';

const DAY = 86_400_000;
const CONSENT = 'Acepto que me contacten sobre mi solicitud y la política de privacidad.';

type DemoLead = { name: string; email: string; phone: string; message: string; daysAgo: number; status: 'new' | 'contacted' | 'qualified'; touch: Omit<Touch, 'at'> | null };

/** Three leads of the demo company's "Reformas" landing, from an ad, a social post and a direct visit. */
const LEADS: DemoLead[] = [
  { name: 'Lucía Fernández', email: 'lucia.fernandez@example.com', phone: '+34 611 204 310', message: 'Quiero reformar el baño completo.', daysAgo: 1, status: 'new',
    touch: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'reformas-primavera', gclid: 'Cj0KCQiA-demo-gclid-1' } },
  { name: 'Marcos Ibáñez', email: 'marcos.ibanez@example.com', phone: '+34 622 318 905', message: 'Presupuesto para cocina de 12 m².', daysAgo: 4, status: 'contacted',
    touch: { utm_source: 'facebook', utm_medium: 'paid_social', fbclid: 'IwAR-demo-fbclid-2' } },
  { name: 'Elena Castro', email: 'elena.castro@example.com', phone: '+34 633 417 002', message: '¿Hacéis reformas de oficinas?', daysAgo: 9, status: 'qualified', touch: null },
];

/**
 * Straight through the repositories (seeding runs inside one transaction, where the contacts
 * service would open another): for each lead a visitor with its visits and a click, the
 * submission with its consent, the contact and its attribution. Needs the landings seeder first.
 */
export const seedDemoWebforms: DemoSeeder = async (deps, demo) => {
  const db = deps.db;
  const landing = await repo.demoLanding(db, demo.companyId, 'demo-reformas');
  if (!landing) return;
  const formId = await repo.upsertForm(db, { companyId: demo.companyId, landingId: landing.id, site: '', formKey: 'form', name: 'form' });
  const url = 'https://demo-reformas.landings.localhost/';
  for (const [i, lead] of LEADS.entries()) {
    const at = new Date(Date.now() - lead.daysAgo * DAY);
    const touch: Touch | null = lead.touch ? { ...lead.touch, page: url, at: new Date(at.getTime() - 5 * 60_000).toISOString() } : null;
    const first: Touch = touch ?? { page: url, at: new Date(at.getTime() - 5 * 60_000).toISOString() };
    const contactId = (await findByEmail(db, demo.companyId, lead.email))?.id ?? (await insertContact(db, {
      companyId: demo.companyId, name: lead.name, email: lead.email, phone: lead.phone, source: 'webform', customProperties: '{}', createdAt: at, updatedAt: at,
    })).id;
    const visitorId = await repo.upsertVisitor(db, demo.companyId, `demo-visitor-${i}-000000000`, first, first);
    await repo.linkVisitor(db, visitorId, contactId);
    const visit = (type: 'page_view' | 'cta_click' | 'form_submit', minutesBefore: number, extra: { label?: string; href?: string; touch?: string | null; submissionId?: string } = {}) =>
      repo.insertEvent(db, { companyId: demo.companyId, visitorId, landingId: landing.id, type, url: touch ? `${url}?${new URLSearchParams(lead.touch as Record<string, string>)}` : url,
        title: 'Reformas Díaz', createdAt: new Date(at.getTime() - minutesBefore * 60_000), analyticsConsent: true, adConsent: true, ...extra });
    await visit('page_view', 5, { touch: touch ? JSON.stringify(touch) : null });
    await visit('cta_click', 3, { label: 'Pide presupuesto', href: '#form' });
    const fields = { name: lead.name, email: lead.email, phone: lead.phone, message: lead.message };
    const submissionId = await repo.insertSubmission(db, {
      companyId: demo.companyId, formId, landingId: landing.id, visitorId, contactId, status: lead.status, fields: JSON.stringify(fields),
      email: lead.email, phone: lead.phone, consentGiven: true, consentText: CONSENT, consentAt: at, source: touchSource(touch),
      firstTouch: JSON.stringify(first), lastTouch: JSON.stringify(first), pageUrl: url, userAgent: null, searchText: searchText(fields, lead.name),
      createdAt: at, updatedAt: at,
    });
    await visit('form_submit', 0, { label: 'form', submissionId });
    await repo.saveContactAttribution(db, demo.companyId, contactId, first, first);
  }
};
