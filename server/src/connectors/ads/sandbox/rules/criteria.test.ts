import { describe, expect, it } from 'vitest';
import type { MutateOperation } from '../../googleAds.types';
import { baseAccount, codes, P, summary } from './testKit';

let n = 0;
const criterion = (c: Record<string, unknown>): MutateOperation => ({ entity: 'campaign_criterion', operation: 'create', resource: { resource_name: `${P}/campaignCriteria/-${++n}`, campaign: `${P}/campaigns/2`, ...c } });
const schedule = (day: string, start_hour: number, end_hour: number, start_minute = 'ZERO', end_minute = 'ZERO') => criterion({ ad_schedule: { day_of_week: day, start_hour, start_minute, end_hour, end_minute } });

describe('campaign criteria', () => {
  it('takes locations, languages, radius, schedules and devices', () => {
    expect(codes([
      criterion({ location: { geo_target_constant: 'geoTargetConstants/2724' } }),
      criterion({ location: { geo_target_constant: 'geoTargetConstants/1005424' }, negative: true }),
      criterion({ language: { language_constant: 'languageConstants/1003' } }),
      criterion({ proximity: { address: { street_address: 'Gran Vía 1', city_name: 'Madrid', country_code: 'ES' }, radius: 800, radius_units: 'KILOMETERS' } }),
      criterion({ proximity: { geo_point: { latitude_in_micro_degrees: 40_416_775, longitude_in_micro_degrees: -3_703_790 }, radius: 500, radius_units: 'MILES' } }),
      schedule('MONDAY', 0, 24), criterion({ device: { type: 'TABLET' }, bid_modifier: 0 }), criterion({ device: { type: 'MOBILE' }, bid_modifier: 10 }),
    ])).toEqual([]);
  });

  it('refuses malformed constants', () => {
    expect(summary([criterion({ location: { geo_target_constant: 'Madrid' } })])).toEqual(['request_error.RESOURCE_NAME_MALFORMED @ operations[0].create.location.geo_target_constant']);
    expect(summary([criterion({ language: { language_constant: 'languageConstants/es' } })])).toEqual(['request_error.RESOURCE_NAME_MALFORMED @ operations[0].create.language.language_constant']);
  });

  it('takes a radius above 0 and up to 800 km or 500 mi, around a point or an address', () => {
    expect(summary([criterion({ proximity: { address: { street_address: 'Gran Vía 1' }, radius: 801, radius_units: 'KILOMETERS' } })])).toEqual(['criterion_error.INVALID_PROXIMITY_RADIUS @ operations[0].create.proximity.radius']);
    expect(codes([criterion({ proximity: { address: { street_address: 'Gran Vía 1' }, radius: 501, radius_units: 'MILES' } })])).toEqual(['INVALID_PROXIMITY_RADIUS']);
    expect(codes([criterion({ proximity: { address: { street_address: 'Gran Vía 1' }, radius: 0, radius_units: 'KILOMETERS' } })])).toEqual(['INVALID_PROXIMITY_RADIUS']);
    expect(codes([criterion({ proximity: { radius: 5, radius_units: 'KILOMETERS' } })])).toEqual(['PROXIMITY_GEOPOINT_AND_ADDRESS_BOTH_CANNOT_BE_NULL']);
    expect(codes([criterion({ proximity: { geo_point: { latitude_in_micro_degrees: 91_000_000, longitude_in_micro_degrees: 0 }, radius: 5, radius_units: 'KILOMETERS' } })])).toEqual(['INVALID_LATITUDE']);
  });

  it('takes schedules of hours 0–23 to 0–24 in quarter hours, ending after they start', () => {
    expect(summary([schedule('MONDAY', 24, 24)])).toEqual(['range_error.TOO_HIGH @ operations[0].create.ad_schedule.start_hour']);
    expect(summary([schedule('MONDAY', 9, 25)])).toEqual(['range_error.TOO_HIGH @ operations[0].create.ad_schedule.end_hour']);
    expect(summary([schedule('MONDAY', 9, 18, 'TEN')])).toEqual(['request_error.INVALID_ENUM_VALUE @ operations[0].create.ad_schedule.start_minute']);
    expect(summary([schedule('MONDAY', 18, 9)])).toEqual(['criterion_error.AD_SCHEDULE_INVALID_TIME_INTERVAL @ operations[0].create.ad_schedule.end_hour']);
    expect(codes([schedule('MONDAY', 9, 9, 'THIRTY', 'FIFTEEN')])).toEqual(['AD_SCHEDULE_INVALID_TIME_INTERVAL']);
    expect(codes([schedule('MONDAY', 9, 24, 'ZERO', 'THIRTY')])).toEqual(['AD_SCHEDULE_INVALID_TIME_INTERVAL']);
    expect(codes([schedule('FUNDAY', 9, 18)])).toEqual(['INVALID_ENUM_VALUE']);
  });

  it('takes at most 6 schedules a day, not overlapping', () => {
    const six = [0, 4, 8, 12, 16, 20].map((h) => schedule('TUESDAY', h, h + 2));
    expect(codes(six)).toEqual([]);
    expect(summary([...six, schedule('TUESDAY', 22, 23)])).toEqual(['criterion_error.AD_SCHEDULE_EXCEEDED_INTERVALS_PER_DAY_LIMIT @ operations[6].create.ad_schedule.day_of_week']);
    expect(codes([...six, schedule('WEDNESDAY', 22, 23)])).toEqual([]);
    expect(codes([schedule('FRIDAY', 9, 14), schedule('FRIDAY', 13, 18)])).toEqual(['AD_SCHEDULE_TIME_INTERVALS_OVERLAP']);
    expect(codes([schedule('FRIDAY', 9, 14), schedule('FRIDAY', 14, 18)])).toEqual([]);
  });

  it('takes device bid adjustments of 0 or 0.1–10.0', () => {
    expect(summary([criterion({ device: { type: 'TABLET' }, bid_modifier: 12 })])).toEqual(['range_error.TOO_HIGH @ operations[0].create.bid_modifier']);
    expect(codes([criterion({ device: { type: 'TABLET' }, bid_modifier: 0.05 })])).toEqual(['TOO_LOW']);
    expect(codes([criterion({ device: { type: 'WATCH' } })])).toEqual(['INVALID_ENUM_VALUE']);
    expect(codes([criterion({ language: { language_constant: 'languageConstants/1003' }, bid_modifier: 1.2 })])).toEqual(['CANNOT_BID_MODIFY_CRITERION_TYPE']);
  });

  it('has exactly one criterion and excludes only keywords and locations', () => {
    expect(summary([criterion({})])).toEqual(['criterion_error.CONCRETE_TYPE_REQUIRED @ operations[0].create']);
    expect(summary([criterion({ location: { geo_target_constant: 'geoTargetConstants/2724' }, device: { type: 'MOBILE' } })])).toEqual(['field_error.VALUE_MUST_BE_UNSET @ operations[0].create.device']);
    expect(summary([criterion({ language: { language_constant: 'languageConstants/1003' }, negative: true })])).toEqual(['criterion_error.CANNOT_EXCLUDE_CRITERIA_TYPE @ operations[0].create.negative']);
    expect(codes([criterion({ location: { geo_target_constant: 'geoTargetConstants/2724' }, negative: true, bid_modifier: 1.5 })])).toEqual(['CANNOT_BID_MODIFY_NEGATIVE_CRITERION']);
  });

  it('changes only a positive criterion’s bid adjustment', () => {
    const stored = {
      ...baseAccount(),
      [`${P}/campaignCriteria/2~8`]: { resource_name: `${P}/campaignCriteria/2~8`, campaign: `${P}/campaigns/2`, device: { type: 'MOBILE' }, bid_modifier: 1 },
      [`${P}/campaignCriteria/2~9`]: { resource_name: `${P}/campaignCriteria/2~9`, campaign: `${P}/campaigns/2`, negative: true, location: { geo_target_constant: 'geoTargetConstants/2724' } },
    };
    expect(codes([{ entity: 'campaign_criterion', operation: 'update', resource: { resource_name: `${P}/campaignCriteria/2~8`, bid_modifier: 1.3 } }], stored)).toEqual([]);
    expect(codes([{ entity: 'campaign_criterion', operation: 'update', resource: { resource_name: `${P}/campaignCriteria/2~8`, bid_modifier: 11 } }], stored)).toEqual(['TOO_HIGH']);
    expect(summary([{ entity: 'campaign_criterion', operation: 'update', resource: { resource_name: `${P}/campaignCriteria/2~8`, device: { type: 'TABLET' } } }], stored)).toEqual(['field_error.IMMUTABLE_FIELD @ operations[0].update.device']);
    expect(codes([{ entity: 'campaign_criterion', operation: 'update', resource: { resource_name: `${P}/campaignCriteria/2~9`, bid_modifier: 1.1 } }], stored)).toEqual(['CANNOT_UPDATE_NEGATIVE_CRITERION']);
  });
});
