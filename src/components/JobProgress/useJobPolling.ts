import { useQuery } from '@tanstack/react-query';

type JobLike = { state: string };

export const POLL_INTERVAL_MS = 1000;
const FINISHED = new Set(['completed', 'failed', 'cancelled']);

/** Polls a queued job's status until it finishes (SPEC §4: a jobId, then poll). */
export function useJobPolling<T extends JobLike>(kind: string, jobId: string | null, read: (jobId: string) => Promise<T>, intervalMs = POLL_INTERVAL_MS) {
  return useQuery({
    queryKey: ['job', kind, jobId],
    queryFn: () => read(jobId as string),
    enabled: Boolean(jobId),
    refetchInterval: (query) => (FINISHED.has(query.state.data?.state ?? '') ? false : intervalMs),
  });
}
