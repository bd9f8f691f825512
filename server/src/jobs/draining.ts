import type { JobInfo, Jobs } from './queue';

/** How long a worker goes on fetching before it hands back to pg-boss's polling. */
const DRAIN_SECONDS = 20;

/**
 * A batch worker. The job runner gives a queue's worker one job per poll. When work piles up (a
 * list of 100,000 enrolled, a burst of events) the handler goes on fetching jobs of the same queue
 * and runs up to `concurrency` at once, a new one as soon as a slot frees (a slow job holds one
 * slot, not the queue), until the queue is empty or DRAIN_SECONDS have passed. Each drained job
 * runs as its own worker would (`jobs.runMore`): under its own lease, so no instance's sweep hands
 * it back while it runs, and completed or failed through pg-boss (retries apply).
 */
export function drainingWorker<T>(jobs: Jobs | undefined, name: string, work: (data: T, id: string) => Promise<void>, concurrency: number) {
  return async (data: T, info: JobInfo) => {
    const own = work(data, info.id);
    if (!jobs) return own;
    const inFlight = new Set<Promise<void>>();
    const track = (p: Promise<void>) => {
      const tracked = p.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    };
    let ownError: unknown = null;
    track(own.catch((e) => { ownError = e ?? new Error('failed'); }));
    const until = Date.now() + DRAIN_SECONDS * 1000;
    while (!info.signal.aborted && Date.now() < until) {
      const free = concurrency - inFlight.size;
      const batch = await jobs.runMore<T>(name, free, (d, job) => work(d, job.id));
      for (const done of batch) track(done);
      if (!inFlight.size) break;
      // Wait for a slot (or, with free slots and an empty queue, a little before asking again).
      await Promise.race([...inFlight, ...(batch.length < free ? [new Promise((r) => setTimeout(r, 100))] : [])]);
      if (!batch.length && inFlight.size === 0) break;
    }
    await Promise.all(inFlight);
    if (ownError) throw ownError;
  };
}
