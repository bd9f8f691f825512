import type { TFunction } from 'i18next';
import { LANDING_AI_FAILED_CODE, LANDING_AI_IMAGES } from '../../../../contract/landings/ai';
import type { Refusal } from '../../../components/RefusalAlert/RefusalAlert';
import { isApiError, toFieldIssues } from '../../../dataProvider/ApiError';
import { landingFailure } from '../projects/landingFailure';
import type { FormProblems } from './landingAiForm';

const FILE_CODES = new Set(['file_type_not_accepted', 'file_too_large', 'too_many_files', 'invalid_image']);

/**
 * The server's refusal in the user's words: field issues back on their fields (a photo's type,
 * a logo that cannot be read…), the AI's failure with a way on, and the plan cap (SPEC §8
 * max_landings) as the projects screen says it, with the way to billing.
 */
export function landingAiFailure(error: unknown, t: TFunction): { refusal: Refusal | null; problems: FormProblems } {
  if (isApiError(error)) {
    const code = error.body?.error_code;
    if (code === LANDING_AI_FAILED_CODE || code === 'landing_ai_unavailable') return { refusal: { text: t(`landingAi.errors.${code}`), billing: false }, problems: {} };
    const issues = toFieldIssues(error.body?.details);
    if (error.status === 400 && issues) {
      const problems: FormProblems = {};
      for (const [path, issue] of Object.entries(issues)) {
        const field = path.split('.')[0] as keyof FormProblems;
        if (!['description', 'brand', 'logo', 'images'].includes(field) || problems[field]) continue;
        const index = Number(path.split('.')[1]);
        problems[field] = issue.code && FILE_CODES.has(issue.code)
          ? { key: `server.${issue.code}`, values: { max: LANDING_AI_IMAGES.maxCount, n: Number.isInteger(index) ? index + 1 : '' } }
          : { key: 'server.invalid', values: { reason: issue.message } };
      }
      if (Object.keys(problems).length) return { refusal: null, problems };
    }
  }
  return { refusal: landingFailure(error, t), problems: {} };
}
