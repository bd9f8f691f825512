import type { Dashboard, DashboardPreferences } from '../../../../contract/analytics';

/** A dashboard answer as the server gives it for a company with a month of activity (stories and tests). */
export function sampleDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    startDate: '2026-10-26',
    endDate: '2026-11-24',
    timeZone: 'Europe/Madrid',
    pipeline: {
      _id: 'p1',
      name: 'Ventas',
      stages: [
        { _id: 's1', name: 'Nuevo', step: 'lead' },
        { _id: 's2', name: 'Propuesta', step: 'opportunity' },
        { _id: 's3', name: 'Ganado', step: 'customer' },
        { _id: 's4', name: 'Perdido', step: null },
      ],
    },
    stageMapping: { lead: ['s1'], opportunity: ['s2'], customer: ['s3'] },
    funnel: {
      steps: [
        { step: 'lead', contacts: 240, segment: 'seg-lead' },
        { step: 'opportunity', contacts: 60, segment: 'seg-opportunity' },
        { step: 'customer', contacts: 12, segment: 'seg-customer' },
      ],
      rates: { leadToOpportunity: 0.25, opportunityToCustomer: 0.2, leadToCustomer: 0.05 },
    },
    stageTimes: [
      { stageId: 's1', name: 'Nuevo', contacts: 180, medianSeconds: 2 * 86_400 + 3 * 3600, averageSeconds: 3 * 86_400, segment: 'seg-stage-s1' },
      { stageId: 's2', name: 'Propuesta', contacts: 48, medianSeconds: 5 * 86_400, averageSeconds: 6 * 86_400 + 12 * 3600, segment: 'seg-stage-s2' },
      { stageId: 's3', name: 'Ganado', contacts: 0, medianSeconds: null, averageSeconds: null, segment: 'seg-stage-s3' },
    ],
    contactsOverTime: {
      interval: 'week',
      points: [
        { date: '2026-10-26', source: 'google_ads', contacts: 20 },
        { date: '2026-10-26', source: 'form', contacts: 14 },
        { date: '2026-11-02', source: 'google_ads', contacts: 31 },
        { date: '2026-11-02', source: 'chat', contacts: 9 },
        { date: '2026-11-09', source: 'meta_ads', contacts: 12 },
        { date: '2026-11-16', source: 'form', contacts: 22 },
        { date: '2026-11-23', source: 'import', contacts: 132 },
      ],
      totals: [
        { source: 'google_ads', contacts: 51, segment: 'seg-src-google_ads' },
        { source: 'meta_ads', contacts: 12, segment: 'seg-src-meta_ads' },
        { source: 'utm', contacts: 0, segment: 'seg-src-utm' },
        { source: 'form', contacts: 36, segment: 'seg-src-form' },
        { source: 'chat', contacts: 9, segment: 'seg-src-chat' },
        { source: 'import', contacts: 132, segment: 'seg-src-import' },
        { source: 'integration', contacts: 0, segment: 'seg-src-integration' },
        { source: 'manual', contacts: 0, segment: 'seg-src-manual' },
      ],
    },
    utm: [
      { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'rebajas-invierno', contacts: 41, segment: 'seg-utm-1' },
      { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: null, contacts: 7, segment: 'seg-utm-2' },
    ],
    campaigns: [
      { campaignId: 'k1', name: 'Rebajas de invierno', spend: 1290.1, currency: 'EUR', contacts: 51, customers: 4, conversions: 9.5, reportedConversions: 3, costPerContact: 25.3, costPerCustomer: 322.53, segment: 'seg-camp-k1', customersSegment: 'seg-camp-k1-customers' },
      { campaignId: 'k2', name: 'Marca', spend: 88, currency: 'EUR', contacts: 0, customers: 0, conversions: 0, reportedConversions: 0, costPerContact: null, costPerCustomer: null, segment: 'seg-camp-k2', customersSegment: 'seg-camp-k2-customers' },
    ],
    chat: {
      received: 860,
      sent: 712,
      collaborators: [
        { userId: 'u1', name: 'Ana García', conversations: 58, messagesSent: 402, medianResponseSeconds: 95, p90ResponseSeconds: 3 * 3600 + 300, segment: 'seg-chat-u1' },
        { userId: 'u2', name: 'Luis Pérez', conversations: 31, messagesSent: 310, medianResponseSeconds: 480, p90ResponseSeconds: null, segment: 'seg-chat-u2' },
      ],
    },
    email: { sent: 4200, opened: 1680, clicked: 210, openRate: 0.4, clickRate: 0.05, segments: { sent: 'seg-email-sent', opened: 'seg-email-opened', clicked: 'seg-email-clicked' } },
    generatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

/** A company created today: its pipeline and nothing else yet. */
export function emptyDashboard(): Dashboard {
  const d = sampleDashboard();
  return {
    ...d,
    funnel: { steps: d.funnel.steps.map((s) => ({ ...s, contacts: 0 })), rates: { leadToOpportunity: null, opportunityToCustomer: null, leadToCustomer: null } },
    stageTimes: d.stageTimes.map((s) => ({ ...s, contacts: 0, medianSeconds: null, averageSeconds: null })),
    contactsOverTime: { interval: 'day', points: [], totals: d.contactsOverTime.totals.map((s) => ({ ...s, contacts: 0 })) },
    utm: [],
    campaigns: [],
    chat: { received: 0, sent: 0, collaborators: [] },
    email: { ...d.email, sent: 0, opened: 0, clicked: 0, openRate: null, clickRate: null },
  };
}

/** A company with contacts but no pipeline: no funnel and no stage times. */
export function pipelineLessDashboard(): Dashboard {
  return sampleDashboard({
    pipeline: null,
    stageMapping: { lead: [], opportunity: [], customer: [] },
    funnel: { steps: [{ step: 'lead', contacts: 0, segment: 'seg-lead' }, { step: 'opportunity', contacts: 0, segment: 'seg-opportunity' }, { step: 'customer', contacts: 0, segment: 'seg-customer' }], rates: { leadToOpportunity: null, opportunityToCustomer: null, leadToCustomer: null } },
    stageTimes: [],
  });
}

export const savedPreferences = (overrides: Partial<DashboardPreferences> = {}): DashboardPreferences => ({
  rangePreset: '30d', startDate: null, endDate: null, selectedPipelineId: null, stageMapping: null, ...overrides,
});

/** The company's pipelines as GET pipelines lists them. */
export const PIPELINES = [
  { _id: 'p1', name: 'Ventas', stages: [] },
  { _id: 'p2', name: 'Postventa', stages: [] },
];
