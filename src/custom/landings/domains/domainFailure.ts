import type { TFunction } from 'i18next';
import type { DomainProblem } from '../../../../contract/landings';
import type { Refusal } from '../../../components/RefusalAlert/RefusalAlert';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { isApiError, toFieldIssues } from '../../../dataProvider/ApiError';
import { normalizeCustomDomainError } from '../../../dataProvider/errors';

/**
 * Why adding a domain was refused, in the user's words: SPEC §8's UPGRADE_PLAN as an alert with
 * the way to billing; a taken or invalid name on the field itself; anything else as an alert.
 */
export type DomainFailure = { field: string } | { refusal: Refusal };

export function domainFailure(error: unknown, t: TFunction): DomainFailure {
  if (normalizeCustomDomainError(error).code === 'UPGRADE_PLAN') return { refusal: { text: t('landingDomains.errors.upgradePlan'), billing: true } };
  if (isApiError(error)) {
    const code = error.body?.error_code;
    if (code === 'domain_exists') return { field: t('landingDomains.errors.taken') };
    if (code === 'too_many_domains') return { refusal: { text: t('landingDomains.errors.tooMany'), billing: false } };
    if (code === 'invalid_domain') {
      const problem = toFieldIssues(error.body?.details)?.domain?.code?.replace(/^domain_/, '') as DomainProblem | undefined;
      return { field: problem ? t(`landingDomains.problems.${problem}`) : t('landingDomains.errors.invalid') };
    }
  }
  return { refusal: { text: apiErrorMessage(error, t), billing: false } };
}
