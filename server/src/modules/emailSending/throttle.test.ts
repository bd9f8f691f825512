import { describe, expect, it } from 'vitest';
import { createThrottle, type Clock } from './throttle';

/** A clock that only moves when someone sleeps, and remembers how long each caller waited. */
function fakeClock() {
  let now = 1_000_000;
  const waits: number[] = [];
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      waits.push(ms);
    },
  };
  return { clock, waits, advance: (ms: number) => (now += ms) };
}

describe('per-domain throttle', () => {
  it('spaces messages of one domain evenly at the configured rate', async () => {
    const { clock, waits } = fakeClock();
    const throttle = createThrottle(4, clock);
    for (let i = 0; i < 5; i += 1) await throttle.acquire('a.test');
    expect(waits).toEqual([0, 250, 500, 750, 1000]);
  });

  it('is shared by concurrent callers of the same domain, and separate per domain', async () => {
    const { clock, waits } = fakeClock();
    const throttle = createThrottle(2, clock);
    await Promise.all([throttle.acquire('a.test'), throttle.acquire('a.test'), throttle.acquire('b.test'), throttle.acquire('a.test')]);
    expect(waits).toEqual([0, 500, 0, 1000]);
  });

  it('does not bank unused time: after a pause the next message goes at once, then the spacing resumes', async () => {
    const { clock, waits, advance } = fakeClock();
    const throttle = createThrottle(10, clock);
    await throttle.acquire('a.test');
    advance(5_000);
    await throttle.acquire('a.test');
    await throttle.acquire('a.test');
    expect(waits).toEqual([0, 0, 100]);
  });
});
