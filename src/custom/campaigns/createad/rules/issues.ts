/**
 * A rule a value breaks: its message key under `campaigns.wizard.rules` with parameters, and
 * whether it is shown as the user types (`live`: too long, too many words) or only once they try
 * to go on (`live: false`: too few headlines, a required field still empty).
 */
export type Issue = { key: string; params?: Record<string, string | number>; live?: boolean };

/** Issues by the answer's path (`ad.headlines.1`, `keywords.0.text`, `dailyBudget`). */
export type Issues = Record<string, Issue>;

export const issue = (key: string, params?: Issue['params'], live = false): Issue => ({ key, params, live });

/** The issues under a path prefix (a step's own, or one list's). */
export function issuesUnder(issues: Issues, prefix: string): Issues {
  return Object.fromEntries(Object.entries(issues).filter(([path]) => path === prefix || path.startsWith(`${prefix}.`)));
}

/** What a step shows: live issues always, the others once the user tried to go on. */
export function visibleIssues(issues: Issues, attempted: boolean): Issues {
  return attempted ? issues : Object.fromEntries(Object.entries(issues).filter(([, i]) => i.live));
}
