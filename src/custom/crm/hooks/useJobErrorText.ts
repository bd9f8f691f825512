import { useTranslate } from 'react-admin';

export type JobFailure = { error: string | null; errorCode?: string | null };

/** Why a whole import or export failed, in the user's language; unknown codes keep the server's message. */
export function useJobErrorText(): (job: JobFailure) => string | null {
  const translate = useTranslate();
  return ({ error, errorCode }) => (errorCode ? translate(`crm.jobs.errors.${errorCode}`, { _: error ?? '' }) || error : error);
}
