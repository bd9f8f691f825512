import type { DayOfWeek, DeviceType, MinuteOfHour } from '../../googleAds.types';
import type { RequestState } from './context';
import { checkEnum, obj, type Data, type OperationErrors } from './errors';
import { checkDuplicateKeyword, checkKeyword } from './keywords';

export const CRITERION_KEYS = ['keyword', 'location', 'proximity', 'language', 'ad_schedule', 'device'] as const;
export type CriterionKey = (typeof CRITERION_KEYS)[number];

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const satisfies readonly DayOfWeek[];
const MINUTES = { ZERO: 0, FIFTEEN: 15, THIRTY: 30, FORTY_FIVE: 45 } as const satisfies Record<MinuteOfHour, number>;
const DEVICES = ['MOBILE', 'TABLET', 'DESKTOP', 'CONNECTED_TV', 'OTHER'] as const satisfies readonly DeviceType[];
const RADIUS_UNITS = ['KILOMETERS', 'MILES'] as const;
/** Largest proximity radius: 800 km or 500 mi. */
export const MAX_RADIUS = { KILOMETERS: 800, MILES: 500 } as const;
/** Ad schedules of one campaign on one day. */
export const SCHEDULES_PER_DAY = 6;
/** Only these kinds can be excluded (negative = true). */
const NEGATIVE_KINDS: readonly CriterionKey[] = ['keyword', 'location'];
/** Kinds whose bid modifier can be set (a device's 0 opts it out). */
const BID_MODIFIABLE: readonly CriterionKey[] = ['location', 'proximity', 'ad_schedule', 'device'];

/** The one criterion key a campaign criterion sets (undefined when none or several). */
export function criterionKind(c: Data): CriterionKey | undefined {
  const set = CRITERION_KEYS.filter((k) => c[k] !== undefined && c[k] !== null);
  return set.length === 1 ? set[0] : undefined;
}

/**
 * A CampaignCriterion as created (reference §3, §6): exactly one criterion key; only keywords and
 * locations negative; a campaign keyword is a negative one; the kind's own limits; bid modifiers
 * where the kind takes them. Duplicates and a day's schedules are checked against the campaign.
 */
export function checkCampaignCriterion(e: OperationErrors, state: RequestState, self: string, c: Data): void {
  const set = CRITERION_KEYS.filter((k) => c[k] !== undefined && c[k] !== null);
  if (set.length === 0) {
    e.add('criterion_error', 'CONCRETE_TYPE_REQUIRED', `Set one criterion: ${CRITERION_KEYS.join(', ')}`, []);
    return;
  }
  for (const extra of set.slice(1)) e.add('field_error', 'VALUE_MUST_BE_UNSET', `A criterion is one thing; ${set[0]} is already set`, [extra]);
  const kind = set[0];
  if (c.negative === true && !NEGATIVE_KINDS.includes(kind)) e.add('criterion_error', 'CANNOT_EXCLUDE_CRITERIA_TYPE', `A ${kind} criterion cannot be excluded (only keywords and locations)`, ['negative']);
  switch (kind) {
    case 'keyword':
      if (c.negative !== true) e.add('criterion_error', 'CANNOT_ADD_CRITERIA_TYPE', 'Keywords of a campaign are negative keywords (negative: true); positive ones belong to ad groups', ['negative']);
      checkKeyword(e, c.keyword);
      checkDuplicateKeyword(e, state, 'campaign_criterion', self, c);
      break;
    case 'location': {
      const constant = obj(c.location)?.geo_target_constant;
      if (typeof constant !== 'string' || !/^geoTargetConstants\/\d+$/.test(constant)) {
        e.add('request_error', 'RESOURCE_NAME_MALFORMED', 'A location is geoTargetConstants/{id}', ['location', 'geo_target_constant'], String(constant));
      }
      break;
    }
    case 'language': {
      const constant = obj(c.language)?.language_constant;
      if (typeof constant !== 'string' || !/^languageConstants\/\d+$/.test(constant)) {
        e.add('request_error', 'RESOURCE_NAME_MALFORMED', 'A language is languageConstants/{id}', ['language', 'language_constant'], String(constant));
      }
      break;
    }
    case 'proximity': checkProximity(e, obj(c.proximity) ?? {}); break;
    case 'ad_schedule': checkSchedule(e, state, self, c); break;
    case 'device': checkEnum(e, obj(c.device)?.type, DEVICES, ['device', 'type'], 'The device', true); break;
  }
  checkBidModifier(e, c, kind);
}

export function checkBidModifier(e: OperationErrors, c: Data, kind: CriterionKey | undefined): void {
  const m = c.bid_modifier;
  if (m === undefined || m === null) return;
  if (c.negative === true) {
    e.add('criterion_error', 'CANNOT_BID_MODIFY_NEGATIVE_CRITERION', 'An exclusion takes no bid adjustment', ['bid_modifier']);
    return;
  }
  if (kind && !BID_MODIFIABLE.includes(kind)) {
    e.add('criterion_error', 'CANNOT_BID_MODIFY_CRITERION_TYPE', `A ${kind} criterion takes no bid adjustment`, ['bid_modifier']);
    return;
  }
  // 0 opts out (devices); otherwise 0.1–10.0.
  if (typeof m !== 'number' || Number.isNaN(m)) e.add('field_error', 'INVALID_VALUE', 'The bid adjustment is a number', ['bid_modifier'], String(m));
  else if (m === 0 && kind !== 'device') e.add('range_error', 'TOO_LOW', 'Only a device can be opted out with 0; other adjustments are 0.1–10.0', ['bid_modifier'], String(m));
  else if (m !== 0 && m < 0.1) e.add('range_error', 'TOO_LOW', 'The bid adjustment is 0 (opt out) or 0.1–10.0', ['bid_modifier'], String(m));
  else if (m > 10) e.add('range_error', 'TOO_HIGH', 'The bid adjustment is at most 10.0', ['bid_modifier'], String(m));
}

function checkProximity(e: OperationErrors, p: Data): void {
  const unitsOk = checkEnum(e, p.radius_units, RADIUS_UNITS, ['proximity', 'radius_units'], 'The radius unit');
  const units = unitsOk && p.radius_units === 'MILES' ? 'MILES' : 'KILOMETERS';
  const max = MAX_RADIUS[units];
  if (typeof p.radius !== 'number' || !(p.radius > 0) || p.radius > max) {
    e.add('criterion_error', 'INVALID_PROXIMITY_RADIUS', `The radius is above 0 and at most ${max} ${units === 'MILES' ? 'mi' : 'km'}`, ['proximity', 'radius'], String(p.radius));
  }
  const point = obj(p.geo_point);
  const address = obj(p.address);
  const hasAddress = !!address && Object.values(address).some((v) => typeof v === 'string' && v.trim() !== '');
  if (!point && !hasAddress) e.add('criterion_error', 'PROXIMITY_GEOPOINT_AND_ADDRESS_BOTH_CANNOT_BE_NULL', 'A radius needs a point or an address', ['proximity']);
  if (point) {
    const lat = point.latitude_in_micro_degrees;
    const lng = point.longitude_in_micro_degrees;
    if (typeof lat !== 'number' || Math.abs(lat) > 90_000_000) e.add('criterion_error', 'INVALID_LATITUDE', 'Latitude is −90° to 90° (in micro degrees)', ['proximity', 'geo_point', 'latitude_in_micro_degrees'], String(lat));
    if (typeof lng !== 'number' || Math.abs(lng) > 180_000_000) e.add('criterion_error', 'INVALID_LONGITUDE', 'Longitude is −180° to 180° (in micro degrees)', ['proximity', 'geo_point', 'longitude_in_micro_degrees'], String(lng));
  }
  if (address?.country_code !== undefined && !/^[A-Z]{2}$/.test(String(address.country_code))) {
    e.add('criterion_error', 'INVALID_COUNTRY_CODE', 'Use the two-letter country code (ES, US…)', ['proximity', 'address', 'country_code'], String(address.country_code));
  }
}

type Interval = { day: string; start: number; end: number };

/** An ad schedule's day and minutes of the day, when well formed. */
function interval(value: unknown): Interval | null {
  const s = obj(value);
  if (!s || !(DAYS as readonly unknown[]).includes(s.day_of_week)) return null;
  const sm = MINUTES[s.start_minute as MinuteOfHour];
  const em = MINUTES[s.end_minute as MinuteOfHour];
  if (typeof s.start_hour !== 'number' || typeof s.end_hour !== 'number' || sm === undefined || em === undefined) return null;
  return { day: String(s.day_of_week), start: s.start_hour * 60 + sm, end: s.end_hour * 60 + em };
}

function checkSchedule(e: OperationErrors, state: RequestState, self: string, c: Data): void {
  const s = obj(c.ad_schedule) ?? {};
  const at = (f: string) => ['ad_schedule', f];
  checkEnum(e, s.day_of_week, DAYS, at('day_of_week'), 'The day', true);
  const hour = (f: 'start_hour' | 'end_hour', max: number) => {
    const h = s[f];
    if (typeof h !== 'number' || !Number.isInteger(h)) e.add('field_error', 'REQUIRED', `${f} is a whole hour`, at(f), String(h));
    else if (h < 0) e.add('range_error', 'TOO_LOW', `${f} is 0–${max}`, at(f), h);
    else if (h > max) e.add('range_error', 'TOO_HIGH', `${f} is 0–${max}`, at(f), h);
  };
  hour('start_hour', 23);
  hour('end_hour', 24);
  checkEnum(e, s.start_minute, Object.keys(MINUTES), at('start_minute'), 'The start minute', true);
  checkEnum(e, s.end_minute, Object.keys(MINUTES), at('end_minute'), 'The end minute', true);
  const mine = interval(s);
  if (!mine || Number(s.start_hour) > 23 || Number(s.start_hour) < 0 || Number(s.end_hour) > 24 || Number(s.end_hour) < 0) return;
  if (mine.end > 24 * 60) {
    e.add('criterion_error', 'AD_SCHEDULE_INVALID_TIME_INTERVAL', 'The day ends at 24:00', at('end_minute'), String(s.end_minute));
    return;
  }
  if (mine.end <= mine.start) {
    e.add('criterion_error', 'AD_SCHEDULE_INVALID_TIME_INTERVAL', 'The end time must be after the start time', at('end_hour'));
    return;
  }
  const sameDay = state.live('campaign_criterion')
    .filter(([name, d]) => name !== self && d.campaign === c.campaign)
    .map(([, d]) => interval(d.ad_schedule))
    .filter((i): i is Interval => !!i && i.day === mine.day);
  if (sameDay.some((i) => i.start < mine.end && mine.start < i.end)) {
    e.add('criterion_error', 'AD_SCHEDULE_TIME_INTERVALS_OVERLAP', `This schedule overlaps another one on ${mine.day}`, ['ad_schedule']);
  }
  if (sameDay.length + 1 > SCHEDULES_PER_DAY) {
    e.add('criterion_error', 'AD_SCHEDULE_EXCEEDED_INTERVALS_PER_DAY_LIMIT', `A campaign has at most ${SCHEDULES_PER_DAY} schedules a day (${mine.day})`, ['ad_schedule', 'day_of_week'], mine.day);
  }
}
