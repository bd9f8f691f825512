import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { benchContext, stats } from './contacts.common';
import { searchBody } from '../server/test/campaignFixtures';
import { metricsCacheStats } from '../server/src/modules/campaigns/campaigns.metrics';

/**
 * Campaign statistics on one ad account with 50 search campaigns that have run for 365 days:
 * GET /metricsGoogleAds (one campaign, 365 daily rows) through app.inject, first from the
 * connector (cold: every campaign once) then from the cache (warm), and GET /campaigns (the list:
 * 50 campaigns' totals over 365 days), beside the sandbox connector's own dailyMetrics call in the
 * same run as the baseline. Usage: node --import tsx bench/campaign-stats.ts [campaigns] [days]
 */
const CAMPAIGNS = Number(process.argv[2] ?? 50);
const DAYS = Number(process.argv[3] ?? 365);

const ctx = await benchContext();
try {
  const auth = { authorization: `Bearer ${ctx.token}` };
  await sql`UPDATE users SET subscription_type = 'standard'`.execute(ctx.db);
  const accounts = (await ctx.app.inject({ method: 'GET', url: '/api/list-accounts', headers: auth })).json().data as { accountId: string; kind: string }[];
  const spicy = accounts.find((a) => a.kind === 'spicy')!;
  await ctx.app.inject({ method: 'POST', url: '/api/setSpicyAccount', headers: auth, payload: { companyId: ctx.companyId, accountId: spicy.accountId } });
  const t = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < CAMPAIGNS; i++) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/googleAds/createSearchCampaign', headers: auth, payload: searchBody(ctx.companyId, { name: `Campaña ${i + 1}`, dailyBudget: 10 + i }) });
    if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
    ids.push(res.json()._id);
  }
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  const rows = await ctx.db.selectFrom('campaigns').select(['customerId', 'platformCampaign']).execute();
  for (const r of rows) await ctx.deps.connectors.ads.backdate!(r.customerId, r.platformCampaign, from);
  console.log(`created ${CAMPAIGNS} campaigns running since ${from} in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const customerId = rows[0].customerId;
  const time = async (run: () => Promise<void>) => {
    const start = performance.now();
    await run();
    return performance.now() - start;
  };
  const metricsOf = (id: string) => async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/metricsGoogleAds/${ctx.companyId}/${id}?from=${from}&to=${today}`, headers: auth });
    if (res.statusCode !== 200 || res.json().daily.length !== DAYS) throw new Error(`metrics ${res.statusCode}`);
  };

  const connector: number[] = [];
  for (const r of rows) connector.push(await time(async () => { await ctx.deps.connectors.ads.dailyMetrics(customerId, [r.platformCampaign], from, today); }));
  const before = { ...metricsCacheStats };
  const cold: number[] = [];
  for (const id of ids) cold.push(await time(metricsOf(id)));
  const warm: number[] = [];
  for (let round = 0; round < 4; round++) for (const id of ids) warm.push(await time(metricsOf(id)));
  const hits = metricsCacheStats.hits - before.hits;
  const misses = metricsCacheStats.misses - before.misses;
  const list: number[] = [];
  for (let i = 0; i < 20; i++) {
    list.push(await time(async () => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/campaigns/${ctx.companyId}?from=${from}&to=${today}`, headers: auth });
      if (res.statusCode !== 200 || res.json().data.length !== CAMPAIGNS) throw new Error(`list ${res.statusCode}`);
    }));
  }

  const row = (name: string, s: ReturnType<typeof stats>) => `| ${name} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.mean.toFixed(1)} |`;
  console.log(`\n${CAMPAIGNS} campaigns × ${DAYS} days`);
  console.log('| measurement | p50 ms | p95 ms | mean ms |');
  console.log('|---|---|---|---|');
  console.log(row('baseline: sandbox connector dailyMetrics (1 campaign)', stats(connector)));
  console.log(row('GET /metricsGoogleAds, cold (from the connector)', stats(cold)));
  console.log(row('GET /metricsGoogleAds, warm (from the cache)', stats(warm)));
  console.log(row(`GET /campaigns (${CAMPAIGNS} campaigns' totals)`, stats(list)));
  console.log(`cache hit ratio over cold + warm passes: ${((hits / (hits + misses)) * 100).toFixed(1)} % (${hits} hits, ${misses} misses)`);
} finally {
  await ctx.close();
}
