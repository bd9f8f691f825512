import type { Refusal } from '../../../components/RefusalAlert/RefusalAlert';
import type { TFunction } from 'i18next';
import type { SubdomainProblem } from '../../../../contract/landings';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { isApiError, toFieldIssues } from '../../../dataProvider/ApiError';
import { normalizeLandingError, normalizeSubdomainError } from '../../../dataProvider/errors';

/** A refusal in the user's words; `billing` when a bigger plan is the way out (SPEC §8 max_landings). */
export type LandingFailure = Refusal;

/** Creating or duplicating: the plan cap (SPEC §8 max_landings) has its own text and the way to billing. */
export function landingFailure(error: unknown, t: TFunction): LandingFailure {
  if (normalizeLandingError(error).code === 'max_landings') return { text: t('landings.errors.maxLandings'), billing: true };
  return { text: apiErrorMessage(error, t), billing: false };
}

/** The text under the subdomain field: SPEC §8's SUBDOMAIN_EXISTS, or SUBDOMAIN_EDIT_ERROR with the rule it broke. */
export function subdomainFailure(error: unknown, t: TFunction): string {
  const { code } = normalizeSubdomainError(error);
  if (code === 'SUBDOMAIN_EXISTS') return t('landings.subdomain.taken');
  if (code === 'SUBDOMAIN_EDIT_ERROR') {
    const issue = isApiError(error) ? toFieldIssues(error.body?.details)?.subdomain : undefined;
    const problem = issue?.code?.replace(/^subdomain_/, '') as SubdomainProblem | undefined;
    return problem ? t(`landings.subdomain.problems.${problem}`) : t('landings.subdomain.editError');
  }
  return apiErrorMessage(error, t);
}

/** Saving a landing's pixels: a pixel no longer the company's (removed meanwhile) is said in the user's language. */
export function pixelsFailure(error: unknown, t: TFunction): string {
  const code = isApiError(error) ? toFieldIssues(error.body?.details)?.['newData.pixelIds']?.code : undefined;
  return code ? t(`app.errors.fields.${code}`, { defaultValue: apiErrorMessage(error, t) }) : apiErrorMessage(error, t);
}
