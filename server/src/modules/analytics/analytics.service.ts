import {
  CONTACT_SOURCES, FUNNEL_STEPS, stageMapping as stageMappingSchema,
  type ContactSource, type Dashboard, type DashboardPreferences, type FunnelStep, type StageMapping,
} from '../../../../contract/analytics';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { AppError, invalidField, notFound } from '../../http/errors';
import { adsAccountOf } from '../campaigns/campaigns.account';
import { dailyMetrics } from '../campaigns/campaigns.metrics';
import { dashboardFrame } from './analytics.frame';
import * as repo from './analytics.repository';
import { encodeSegment } from './segments';

type Query = { startDate?: string; endDate?: string; timeZone?: string; selectedPipelineId?: string; stageMapping?: string };
type Range = { f: string; t: string };
/** `hourly`: the range's days start on whole UTC hours, so hourly counts add up to them (repository.bounds). */
type Bounds = Range & { hourly: boolean };

const DAY_MS = 86_400_000;
const MAX_DAYS = 731;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);
const round = (n: number | null) => (n === null ? null : Math.round(n));

function checkDay(day: string | undefined, field: string) {
  if (day === undefined) return;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) throw invalidField(field, `"${day}" is not a date`);
}

/** Stage names that mean a deal was lost: never counted as customers by default. */
const LOST_STAGE = /\b(perdid[oa]s?|lost|descartad[oa]s?|rechazad[oa]s?|cancelad[oa]s?)\b/i;

/**
 * The given mapping (JSON of contract `stageMapping`, stages of the pipeline only) or the default:
 * the first stage is lead, the last stage is customer and those between are opportunity — except
 * stages named as lost deals ("Perdido", "Lost", "Descartado"…), which no step counts (a
 * pipeline commonly ends "Ganado, Perdido": its last stage is not its customers).
 */
export function resolveMapping(raw: string | undefined, stages: { id: string; name: string }[], field = 'query.stageMapping'): StageMapping {
  const stageIds = stages.map((s) => s.id);
  if (raw === undefined || raw === '') {
    const counted = stages.filter((s, i) => i === 0 || !LOST_STAGE.test(s.name)).map((s) => s.id);
    if (counted.length === 0) return { lead: [], opportunity: [], customer: [] };
    if (counted.length === 1) return { lead: [counted[0]], opportunity: [], customer: [] };
    return { lead: [counted[0]], opportunity: counted.slice(1, -1), customer: [counted[counted.length - 1]] };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw invalidField(field, 'The stage mapping is not valid JSON');
  }
  return checkMapping(json, stageIds, field);
}

function checkMapping(json: unknown, stageIds: string[], field: string): StageMapping {
  const parsed = stageMappingSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidField([field, ...issue.path].join('.'), issue.message);
  }
  const known = new Set(stageIds);
  for (const step of FUNNEL_STEPS) {
    const i = parsed.data[step].findIndex((id) => !known.has(id));
    if (i >= 0) throw invalidField(`${field}.${step}.${i}`, 'This stage is not in the chosen pipeline');
  }
  return parsed.data;
}

/** Stages counting for a step: its own and every later step's (the funnel is cumulative). */
const reaching = (mapping: StageMapping, step: FunnelStep) => FUNNEL_STEPS.slice(FUNNEL_STEPS.indexOf(step)).flatMap((s) => mapping[s]);

function intervalFor(days: number): 'day' | 'week' | 'month' {
  if (days <= 31) return 'day';
  if (days <= 182) return 'week';
  return 'month';
}

/** First day of each bucket from start to end, as Postgres's date_trunc names them (weeks start on Monday). */
function buckets(start: string, end: string, interval: 'day' | 'week' | 'month'): string[] {
  const first = new Date(`${start}T00:00:00Z`);
  if (interval === 'week') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  if (interval === 'month') first.setUTCDate(1);
  const out: string[] = [];
  for (const d = first; d.toISOString().slice(0, 10) <= end;) {
    out.push(d.toISOString().slice(0, 10));
    if (interval === 'day') d.setUTCDate(d.getUTCDate() + 1);
    else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7);
    else d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

export async function dashboard(deps: AppDeps, companyId: string, query: Query): Promise<Dashboard> {
  const db = deps.db;
  checkDay(query.startDate, 'query.startDate');
  checkDay(query.endDate, 'query.endDate');
  const { timeZone, startDate, endDate, from: f, to: t, hourly, pipeline, stages } = await dashboardFrame(db, companyId, { ...query, pipelineId: query.selectedPipelineId }, MAX_DAYS);
  if (startDate > endDate) throw invalidField('query.startDate', 'The start date must not be after the end date');
  if (daysBetween(startDate, endDate) >= MAX_DAYS) throw invalidField('query.startDate', `Choose at most ${MAX_DAYS} days`);
  const range: Range = { f, t };
  if (query.selectedPipelineId && !pipeline) throw notFound('Pipeline');
  const mapping = resolveMapping(query.stageMapping, stages);
  const stepOf = new Map<string, FunnelStep>(FUNNEL_STEPS.flatMap((step) => mapping[step].map((id) => [id, step] as const)));

  // Side by side, each on connections of its own: none sorts the range's rows (the tables they read count them per day).
  const [funnel, stageTimes, contactsOverTime, utm, campaigns, chat, email] = await Promise.all([
    funnelOf(db, companyId, pipeline?.id, mapping, range),
    stageTimesOf(db, companyId, pipeline?.id, stages, range),
    contactsOverTimeOf(db, companyId, { ...range, hourly }, startDate, endDate, timeZone),
    utmOf(db, companyId, { ...range, hourly }),
    campaignsOf(deps, companyId, pipeline?.id, reaching(mapping, 'customer'), range, startDate, endDate),
    chatOf(db, companyId, { ...range, hourly }),
    emailOf(db, companyId, range),
  ]);
  return {
    startDate, endDate, timeZone,
    pipeline: pipeline ? { _id: pipeline.id, name: pipeline.name, stages: stages.map((s) => ({ _id: s.id, name: s.name, step: stepOf.get(s.id) ?? null })) } : null,
    stageMapping: mapping,
    funnel, stageTimes, contactsOverTime, utm, campaigns, chat, email,
    generatedAt: new Date().toISOString(),
  };
}

/**
 * The funnel: for each step, the contacts that ENTERED a stage mapped to that step or to a later
 * one during the range (a stay in contact_stage_history with entered_at in the range). So a
 * contact that went straight to a customer stage counts as a lead, an opportunity and a customer;
 * one that was a lead before the range and became an opportunity in it counts for lead and
 * opportunity. Unmapped stages count for nothing. Rates are next step / previous step.
 */
async function funnelOf(db: Db, companyId: string, pipelineId: string | undefined, mapping: StageMapping, range: Range) {
  const counts = FUNNEL_STEPS.map(() => 0);
  if (pipelineId) {
    const stepOf = new Map(FUNNEL_STEPS.flatMap((step, i) => mapping[step].map((id) => [id, i] as const)));
    for (const set of await repo.funnelStageSets(db, companyId, pipelineId, range.f, range.t)) {
      // A contact counts for every step up to the furthest one among the stages it entered.
      const furthest = Math.max(-1, ...set.stages.map((id) => stepOf.get(id) ?? -1));
      for (let i = 0; i <= furthest; i++) counts[i] += set.contacts;
    }
  }
  const steps = FUNNEL_STEPS.map((step, i) => ({
    step, contacts: counts[i],
    segment: encodeSegment({ k: 'funnel', p: pipelineId ?? NO_PIPELINE, st: reaching(mapping, step), ...range }),
  }));
  const [lead, opportunity, customer] = counts;
  return { steps, rates: { leadToOpportunity: ratio(opportunity, lead), opportunityToCustomer: ratio(customer, opportunity), leadToCustomer: ratio(customer, lead) } };
}
/** A company without pipelines still gets valid (empty) funnel segments. */
const NO_PIPELINE = '00000000-0000-0000-0000-000000000000';

async function stageTimesOf(db: Db, companyId: string, pipelineId: string | undefined, stages: { id: string; name: string }[], range: Range) {
  if (!pipelineId) return [];
  const rows = new Map((await repo.stageTimes(db, companyId, stages.map((s) => s.id), range.f, range.t)).map((r) => [r.stageId, r]));
  return stages.map((s) => {
    const r = rows.get(s.id);
    return {
      stageId: s.id, name: s.name, contacts: r?.contacts ?? 0, medianSeconds: round(r?.medianSeconds ?? null), averageSeconds: round(r?.averageSeconds ?? null),
      segment: encodeSegment({ k: 'stage', p: pipelineId, s: s.id, ...range }),
    };
  });
}

async function contactsOverTimeOf(db: Db, companyId: string, { hourly, ...range }: Bounds, startDate: string, endDate: string, timeZone: string) {
  const interval = intervalFor(daysBetween(startDate, endDate) + 1);
  const rows = await repo.contactsBySource(db, companyId, range.f, range.t, interval, timeZone, hourly);
  const byKey = new Map(rows.map((r) => [`${r.bucket}|${r.source}`, r.contacts]));
  const points = buckets(startDate, endDate, interval).flatMap((date) => CONTACT_SOURCES.map((source) => ({ date, source, contacts: byKey.get(`${date}|${source}`) ?? 0 })));
  const totals = CONTACT_SOURCES.map((source: ContactSource) => ({
    source, contacts: rows.filter((r) => r.source === source).reduce((n, r) => n + r.contacts, 0),
    segment: encodeSegment({ k: 'source', s: source, ...range }),
  }));
  return { interval, points, totals };
}

async function utmOf(db: Db, companyId: string, { hourly, ...range }: Bounds) {
  const rows = await repo.topUtm(db, companyId, range.f, range.t, hourly);
  return rows.map((r) => ({ ...r, segment: encodeSegment({ k: 'utm', us: r.utmSource, um: r.utmMedium, uc: r.utmCampaign, ...range }) }));
}

/**
 * Spend is what the ad platform reports per day (the campaigns module's cached daily metrics;
 * the product stores no copy). A contact belongs to a campaign when its first touch's
 * utm_campaign equals the campaign's name, case aside: the link the product's data holds (a gclid
 * is kept on the contact, but only the platform ties a click id to its campaign; the closed loop
 * relies on that when it uploads). Customers: those contacts that also entered a stage
 * mapped to "customer" before the range ended. Conversions: the platform's count (its days are
 * click days); reported: what the closed loop sent to Google for the campaign's contacts in the range.
 */
async function campaignsOf(deps: AppDeps, companyId: string, pipelineId: string | undefined, customerStages: string[], range: Range, startDate: string, endDate: string): Promise<Dashboard['campaigns']> {
  const rows = await repo.campaignRows(deps.db, companyId);
  if (rows.length === 0) return [];
  let account;
  try {
    account = await adsAccountOf(deps, companyId);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409) return [];
    throw err;
  }
  const [listed, metrics, reported] = await Promise.all([
    deps.connectors.ads.listCampaigns(account.customerId),
    dailyMetrics(deps, account, rows.map((r) => r.platformCampaign), startDate, endDate),
    repo.reportedByCampaign(deps.db, companyId, range.f, range.t),
  ]);
  const names = new Map(listed.map((c) => [c.campaign.resource_name, c.campaign.name]));
  return Promise.all(rows.filter((r) => names.has(r.platformCampaign)).map(async (r) => {
    const name = names.get(r.platformCampaign)!;
    const days = metrics.get(r.platformCampaign) ?? [];
    const micros = days.reduce((n, d) => n + d.cost_micros, 0);
    const conversions = Math.round(days.reduce((n, d) => n + d.conversions, 0) * 100) / 100;
    const spend = Math.round(micros / 10_000) / 100;
    const customersSegment = { k: 'campaign' as const, n: name, ...(pipelineId ? { p: pipelineId, st: customerStages } : { p: NO_PIPELINE, st: [] }), ...range };
    const [contacts, customers] = await Promise.all([
      repo.count(deps.db, companyId, { k: 'campaign', n: name, ...range }),
      repo.count(deps.db, companyId, customersSegment),
    ]);
    return {
      campaignId: r.id, name, spend, currency: account.currency, contacts, customers, conversions, reportedConversions: reported.get(name.toLowerCase()) ?? 0,
      costPerContact: contacts ? Math.round((spend / contacts) * 100) / 100 : null,
      costPerCustomer: customers ? Math.round((spend / customers) * 100) / 100 : null,
      segment: encodeSegment({ k: 'campaign', n: name, ...range }),
      customersSegment: encodeSegment(customersSegment),
    };
  }));
}

async function chatOf(db: Db, companyId: string, { hourly, ...range }: Bounds) {
  const [totals, people] = await Promise.all([
    repo.chatTotals(db, companyId, range.f, range.t, hourly),
    repo.chatCollaborators(db, companyId, range.f, range.t, hourly),
  ]);
  return {
    ...totals,
    collaborators: people.map((p) => ({
      userId: p.userId, name: `${p.name} ${p.surname}`.trim(), conversations: p.conversations, messagesSent: p.messagesSent,
      medianResponseSeconds: round(p.medianResponseSeconds), p90ResponseSeconds: round(p.p90ResponseSeconds),
      segment: encodeSegment({ k: 'chat', u: p.userId, ...range }),
    })),
  };
}

/** Contacts (not messages) emailed, opening and clicking in the range: what the linked list can show. */
async function emailOf(db: Db, companyId: string, range: Range) {
  const c = await repo.emailCounts(db, companyId, range.f, range.t);
  return {
    ...c, openRate: ratio(c.opened, c.sent), clickRate: ratio(c.clicked, c.sent),
    segments: {
      sent: encodeSegment({ k: 'email', e: 'sent', ...range }),
      opened: encodeSegment({ k: 'email', e: 'opened', ...range }),
      clicked: encodeSegment({ k: 'email', e: 'clicked', ...range }),
    },
  };
}

export const DEFAULT_PREFERENCES: DashboardPreferences = { rangePreset: '30d', startDate: null, endDate: null, selectedPipelineId: null, stageMapping: null };

export async function getPreferences(db: Db, companyId: string, userId: string): Promise<DashboardPreferences> {
  const saved = await repo.findPreferences(db, companyId, userId);
  if (!saved) return DEFAULT_PREFERENCES;
  // A pipeline deleted since is forgotten rather than breaking the dashboard.
  if (saved.selectedPipelineId && !(await repo.pipelineOf(db, companyId, saved.selectedPipelineId))) {
    return { ...saved, selectedPipelineId: null, stageMapping: null };
  }
  return saved;
}

export async function savePreferences(db: Db, companyId: string, userId: string, input: DashboardPreferences): Promise<DashboardPreferences> {
  if (input.startDate && input.endDate && input.startDate > input.endDate) throw invalidField('body.startDate', 'The start date must not be after the end date');
  // A mapping belongs to the chosen pipeline, or to the first one when none is chosen.
  const pipeline = await repo.pipelineOf(db, companyId, input.selectedPipelineId ?? undefined);
  if (input.selectedPipelineId && !pipeline) throw notFound('Pipeline');
  if (input.stageMapping) {
    if (!pipeline) throw invalidField('body.stageMapping', 'The company has no pipeline to map');
    checkMapping(input.stageMapping, (await repo.stagesOf(db, pipeline.id)).map((s) => s.id), 'body.stageMapping');
  }
  await repo.savePreferences(db, companyId, userId, input);
  return input;
}
