import { webformCalls, type LandingStat } from '../../../contract/webforms';
import { useWebformsQuery } from './useWebformsQuery';

/**
 * Each landing's visits, visitors, submissions and conversion rate (landingStats), by landing id,
 * for the projects cards; undefined while loading or when the call failed (the cards then show none).
 */
export function useLandingStats(): Map<string, LandingStat> | undefined {
  const query = useWebformsQuery<{ data: LandingStat[] }>(webformCalls.landingStats);
  return query.data ? new Map(query.data.data.map((s) => [s.landingId, s])) : undefined;
}
