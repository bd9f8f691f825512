import type { TFunction } from 'i18next';
import { PLAN_NAMES, toPlanId } from '../../../../contract/plans';

/** Plans whose name is words, not a brand: they read in the user's language. */
const TRANSLATED = new Set(['freetrial1', 'freetrial2']);

/** The name the app shows for a plan: the brand name, or the trial's name in the user's language. */
export function planName(plan: string, t: TFunction): string {
  const id = toPlanId(plan);
  if (!id) return plan;
  return TRANSLATED.has(id) ? t(`app.billing.plans.names.${id}`) : PLAN_NAMES[id];
}
