/** Time as the throttle sees it; tests pass a fake one. */
export type Clock = { now(): number; sleep(ms: number, signal?: AbortSignal): Promise<void> };

export const realClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) => new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    // The job's signal lives as long as the process: its listener must go when the wait ends.
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  }),
};

/**
 * At most `perSecond` messages per key (a sending domain), shared by every send of this process
 * (single sends and all bulk jobs), spread evenly: each caller books the next free slot of its
 * key and waits for it. Receivers judge a domain by its rate, so two bulk sends from the same
 * domain share its budget instead of doubling it. Per instance: N instances send at most N×.
 */
export function createThrottle(perSecond: number, clock: Clock = realClock) {
  const interval = 1000 / perSecond;
  const nextSlot = new Map<string, number>();
  return {
    /** Waits for this key's next slot (books it at once, so concurrent callers queue up). */
    async acquire(key: string, signal?: AbortSignal): Promise<void> {
      const now = clock.now();
      const slot = Math.max(now, nextSlot.get(key) ?? now);
      nextSlot.set(key, slot + interval);
      // Forget idle keys so the map does not grow with every domain ever used.
      if (nextSlot.size > 1000) for (const [k, t] of nextSlot) if (t < now) nextSlot.delete(k);
      await clock.sleep(slot - now, signal);
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;

const perDeps = new WeakMap<object, Throttle>();
/** The throttle of this process for these deps (one per app; tests get their own). */
export function throttleFor(deps: { config: { EMAIL_RATE_PER_DOMAIN: number } }): Throttle {
  let throttle = perDeps.get(deps);
  if (!throttle) perDeps.set(deps, (throttle = createThrottle(deps.config.EMAIL_RATE_PER_DOMAIN)));
  return throttle;
}
