import type { DemoSeeder } from '../demo/demo.seed';
import { daysAgo, todayIn } from './campaigns.account';
import { createSearchCampaign, setStatus } from './campaigns.service';

const url = 'https://demo.example.com';

/**
 * Two search campaigns of the demo company on its sandbox account: one running for three months
 * (so statistics have history to chart), one paused. Only in the sandbox: a real account's
 * campaigns are the customer's own.
 */
export const seedDemoCampaigns: DemoSeeder = async (deps, demo) => {
  if (deps.connectors.ads.kind !== 'sandbox' || !deps.connectors.ads.backdate) return;
  const base = {
    companyId: demo.companyId, goal: 'leads' as const, businessName: 'Demo Company', landingId: null, bidding: 'maximize_clicks' as const, targetCpa: null,
    criteria: { locations: [{ locationId: 'ES-MD', negative: false }, { locationId: 'ES-CT', negative: false }], proximity: [], languages: ['es'], schedule: [], devices: [] },
  };
  const running = await createSearchCampaign(deps, demo.userId, {
    ...base, name: 'Marketing digital – Madrid y Barcelona', finalUrl: `${url}/servicios`, dailyBudget: 25,
    keywords: [{ text: 'agencia marketing digital', matchType: 'PHRASE' }, { text: 'campañas google ads', matchType: 'PHRASE' }, { text: 'gestión redes sociales', matchType: 'BROAD' }, { text: 'agencia seo madrid', matchType: 'EXACT' }],
    negativeKeywords: [{ text: 'gratis', matchType: 'BROAD' }, { text: 'curso', matchType: 'BROAD' }, { text: 'empleo', matchType: 'BROAD' }],
    ad: {
      headlines: ['Agencia de Marketing Digital', 'Más clientes desde Google', 'Primera consulta gratis', 'Resultados medibles'],
      descriptions: ['Campañas de búsqueda, redes sociales y landings que convierten. Pide tu auditoría.', 'Equipo en Madrid y Barcelona. Informes claros cada mes, sin permanencia.'],
      path1: 'marketing', path2: 'madrid',
    },
    assets: {
      highlightedText: [{ text: 'Sin permanencia' }, { text: 'Informes mensuales' }],
      siteLink: [{ linkText: 'Casos de éxito', description1: 'Clientes que crecieron', description2: 'Resultados reales', finalUrl: `${url}/casos` }, { linkText: 'Pide presupuesto', description1: 'Respuesta en 24 h', description2: 'Sin compromiso', finalUrl: `${url}/contacto` }],
      call: [{ countryCode: 'ES', phoneNumber: '910 000 000' }],
    },
  });
  const paused = await createSearchCampaign(deps, demo.userId, {
    ...base, name: 'Diseño web – Valencia', finalUrl: `${url}/diseno-web`, dailyBudget: 12,
    criteria: { ...base.criteria, locations: [{ locationId: 'ES-VC', negative: false }] },
    keywords: [{ text: 'diseño web valencia', matchType: 'PHRASE' }, { text: 'tienda online', matchType: 'BROAD' }],
    negativeKeywords: [{ text: 'plantillas gratis', matchType: 'PHRASE' }],
    ad: { headlines: ['Diseño Web en Valencia', 'Webs que venden', 'Entrega en 3 semanas'], descriptions: ['Webs rápidas, bonitas y fáciles de editar.', 'Tienda online con pagos y envíos configurados.'] },
    assets: {},
  });
  const account = await deps.db.selectFrom('companies').select(['adsTimezone']).where('id', '=', demo.companyId).executeTakeFirstOrThrow();
  const today = todayIn(account.adsTimezone);
  const rows = await deps.db.selectFrom('campaigns').select(['id', 'customerId', 'platformCampaign']).where('companyId', '=', demo.companyId).execute();
  for (const row of rows) await deps.connectors.ads.backdate(row.customerId, row.platformCampaign, daysAgo(today, row.id === running._id ? 90 : 60));
  await setStatus(deps, demo.companyId, paused._id, 'PAUSED');
};
