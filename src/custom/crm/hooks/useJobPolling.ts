import { useQuery } from '@tanstack/react-query';

type JobLike = { state: 'queued' | 'active' | 'completed' | 'failed' };

export const POLL_INTERVAL_MS = 1000;

/** Polls a queued job's status until it completes or fails (SPEC §4: jobId, then poll). */
export function useJobPolling<T extends JobLike>(kind: string, jobId: string | null, read: (jobId: string) => Promise<T>) {
  return useQuery({
    queryKey: ['crm', 'job', kind, jobId],
    queryFn: () => read(jobId as string),
    enabled: Boolean(jobId),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'completed' || state === 'failed' ? false : POLL_INTERVAL_MS;
    },
  });
}
