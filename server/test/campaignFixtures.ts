import { expect } from 'vitest';
import type { TestContext } from './testApp';
import { call, createTestUser, type TestUser } from './fixtures';

/** A user whose company has the sandbox ad account (under the manager) linked. */
export async function linkedAdsUser(ctx: TestContext, options: { subscriptionType?: string } = {}): Promise<TestUser> {
  const u = await createTestUser(ctx, options);
  const accounts = (await call(ctx, 'GET', '/api/list-accounts', { token: u.token })).body.data as { accountId: string; kind: string }[];
  const spicy = accounts.find((a) => a.kind === 'spicy')!;
  const linked = await call(ctx, 'POST', '/api/setSpicyAccount', { token: u.token, body: { companyId: u.companyId, accountId: spicy.accountId } });
  expect(linked.status).toBe(200);
  return u;
}

export const searchBody = (companyId: string, overrides: Record<string, unknown> = {}) => ({
  companyId,
  name: 'Fontanería Madrid',
  goal: 'leads',
  businessName: 'Fontanería Pérez',
  finalUrl: 'https://fontaneria-perez.es/urgencias',
  dailyBudget: 20,
  keywords: [{ text: 'fontanero madrid', matchType: 'PHRASE' }, { text: 'fontanero urgente', matchType: 'EXACT' }],
  negativeKeywords: [{ text: 'gratis', matchType: 'BROAD' }],
  ad: {
    headlines: ['Fontanero en Madrid', 'Urgencias 24 horas', 'Presupuesto sin compromiso'],
    descriptions: ['Fontaneros profesionales en toda la ciudad. Llegamos en 30 minutos.', 'Reparaciones, desatascos y calderas con garantía.'],
    path1: 'fontanero', path2: 'madrid',
  },
  criteria: { locations: [{ locationId: 'ES-MD' }], languages: ['es'], devices: [], schedule: [], proximity: [] },
  assets: {
    highlightedText: [{ text: 'Servicio 24 h' }],
    siteLink: [{ linkText: 'Pide presupuesto', description1: 'Gratis y sin compromiso', description2: 'Respuesta en 1 hora', finalUrl: 'https://fontaneria-perez.es/presupuesto' }],
  },
  ...overrides,
});

