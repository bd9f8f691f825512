import type { KeywordIdea } from './api/adsClient';
import { MONTHLY_CAP_FACTOR } from './rules/adRules';
import type { KeywordAnswer } from './wizardAnswers';

export type ClickEstimate = { dailyLow: number; dailyHigh: number; monthlyLow: number; monthlyHigh: number; cpcLow: number; cpcHigh: number };

/**
 * A rough range of clicks a day for a budget: the budget over the top-of-page bid range of the
 * chosen keywords' ideas (all ideas while none is chosen). The high bid gives the low count.
 * Null when no idea has a bid range to go by.
 */
export function estimateClicks(dailyBudget: number | null, ideas: KeywordIdea[], keywords: KeywordAnswer[]): ClickEstimate | null {
  if (!dailyBudget || dailyBudget <= 0) return null;
  const chosen = new Set(keywords.map((k) => k.text.trim().toLowerCase()));
  const matching = ideas.filter((i) => chosen.has(i.text.toLowerCase()));
  const basis = (matching.length ? matching : ideas).filter((i) => i.lowTopOfPageBid > 0 && i.highTopOfPageBid > 0);
  if (!basis.length) return null;
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  const cpcLow = mean(basis.map((i) => i.lowTopOfPageBid));
  const cpcHigh = mean(basis.map((i) => i.highTopOfPageBid));
  const dailyLow = Math.floor(dailyBudget / cpcHigh);
  const dailyHigh = Math.floor(dailyBudget / cpcLow);
  return { dailyLow, dailyHigh, monthlyLow: Math.floor(dailyLow * MONTHLY_CAP_FACTOR), monthlyHigh: Math.floor(dailyHigh * MONTHLY_CAP_FACTOR), cpcLow, cpcHigh };
}

export const monthlyCap = (dailyBudget: number) => Math.round(dailyBudget * MONTHLY_CAP_FACTOR * 100) / 100;
