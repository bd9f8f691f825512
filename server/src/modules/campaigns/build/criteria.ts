import type { CampaignCriteria } from '../../../../../contract/campaigns';
import type { CampaignCriterion, MinuteOfHour } from '../../../connectors/ads/googleAds.types';
import { invalidField } from '../../../http/errors';
import { languageCode, languageConstant } from './languages';
import type { OperationList } from './temporaryIds';

const MINUTES: Record<number, MinuteOfHour> = { 0: 'ZERO', 15: 'FIFTEEN', 30: 'THIRTY', 45: 'FORTY_FIVE' };
const MINUTE_VALUES: Record<MinuteOfHour, 0 | 15 | 30 | 45> = { ZERO: 0, FIFTEEN: 15, THIRTY: 30, FORTY_FIVE: 45 };

type NewCriterion = { criterion: Omit<CampaignCriterion, 'resource_name' | 'campaign'>; path: string; key: string };

/** A criterion's identity: two criteria with the same key are the same targeting. */
export function criterionKey(c: Omit<CampaignCriterion, 'resource_name' | 'campaign'>): string {
  if (c.location) return `location:${c.location.geo_target_constant}:${c.negative ? 1 : 0}`;
  if (c.proximity) return `proximity:${c.proximity.address?.street_address}:${c.proximity.radius}:${c.proximity.radius_units}`;
  if (c.language) return `language:${c.language.language_constant}`;
  if (c.ad_schedule) { const a = c.ad_schedule; return `schedule:${a.day_of_week}:${a.start_hour}:${a.start_minute}:${a.end_hour}:${a.end_minute}`; }
  if (c.device) return `device:${c.device.type}:${c.bid_modifier ?? ''}`;
  if (c.keyword) return `keyword:${c.keyword.match_type}:${c.keyword.text.toLowerCase()}:${c.negative ? 1 : 0}`;
  return 'other';
}

/** The product's targeting as platform criteria; `geo` maps getLocations ids to geo target constants. */
export function criteriaFrom(criteria: CampaignCriteria, geo: Map<string, string>, base = 'body'): NewCriterion[] {
  const out: NewCriterion[] = [];
  const push = (criterion: NewCriterion['criterion'], path: string) => out.push({ criterion, path, key: criterionKey(criterion) });
  criteria.locations.forEach((l, i) => push({ location: { geo_target_constant: geo.get(l.locationId)! }, negative: l.negative }, `${base}.locations.${i}`));
  criteria.proximity.forEach((p, i) => push({ proximity: { address: { street_address: p.address }, radius: p.radius, radius_units: p.units } }, `${base}.proximity.${i}`));
  criteria.languages.forEach((code, i) => {
    const constant = languageConstant(code);
    if (!constant) throw invalidField(`${base}.languages.${i}`, `The ad platform does not target the language "${code}"`);
    push({ language: { language_constant: constant } }, `${base}.languages.${i}`);
  });
  criteria.schedule.forEach((s, i) => push({ ad_schedule: { day_of_week: s.day, start_hour: s.startHour, start_minute: MINUTES[s.startMinute], end_hour: s.endHour, end_minute: MINUTES[s.endMinute] } }, `${base}.schedule.${i}`));
  criteria.devices.forEach((d, i) => push({ device: { type: d.device }, bid_modifier: d.bidModifier ?? 1 }, `${base}.devices.${i}`));
  return out;
}

/** Adds the creations of `wanted` to a request on a campaign (a temporary or real name). */
export function addCriteria(list: OperationList, campaign: string, wanted: NewCriterion[]): void {
  for (const w of wanted) {
    list.add({ entity: 'campaign_criterion', operation: 'create', resource: { resource_name: list.temp('campaignCriteria'), campaign, ...w.criterion } }, w.path);
  }
}

/** Only what changed: removals of criteria no longer wanted, creations of new ones (keywords untouched). */
export function diffCriteria(list: OperationList, campaign: string, current: CampaignCriterion[], wanted: NewCriterion[]): void {
  const targeting = current.filter((c) => !c.keyword);
  const wantedKeys = new Set(wanted.map((w) => w.key));
  const currentKeys = new Set(targeting.map(criterionKey));
  for (const c of targeting) if (!wantedKeys.has(criterionKey(c))) list.add({ entity: 'campaign_criterion', operation: 'remove', resource: { resource_name: c.resource_name } }, 'body');
  addCriteria(list, campaign, wanted.filter((w) => !currentKeys.has(w.key)));
}

/** The platform's criteria back as the product's targeting. */
export function criteriaOf(criteria: CampaignCriterion[], locations: Map<string, { locationId: string; name: string }>): CampaignCriteria {
  const out: CampaignCriteria = { locations: [], proximity: [], languages: [], schedule: [], devices: [] };
  for (const c of criteria) {
    if (c.location) {
      const l = locations.get(c.location.geo_target_constant);
      out.locations.push({ locationId: l?.locationId ?? c.location.geo_target_constant, name: l?.name ?? c.location.geo_target_constant, negative: !!c.negative });
    } else if (c.proximity) out.proximity.push({ address: c.proximity.address?.street_address ?? '', radius: c.proximity.radius, units: c.proximity.radius_units });
    else if (c.language) { const code = languageCode(c.language.language_constant); if (code) out.languages.push(code); }
    else if (c.ad_schedule) {
      const a = c.ad_schedule;
      out.schedule.push({ day: a.day_of_week, startHour: a.start_hour, startMinute: MINUTE_VALUES[a.start_minute], endHour: a.end_hour, endMinute: MINUTE_VALUES[a.end_minute] });
    } else if (c.device && (c.device.type === 'MOBILE' || c.device.type === 'TABLET' || c.device.type === 'DESKTOP')) out.devices.push({ device: c.device.type, bidModifier: c.bid_modifier ?? null });
  }
  return out;
}
