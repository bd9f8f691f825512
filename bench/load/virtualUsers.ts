import { Agent, request } from 'undici';
import type { createRecorder } from './stats';

/** `user`: the virtual user's index (0 … users − 1), for actions that act as that user's account. */
export type Action = { route: string; weight: number; run: (call: Call, user: number) => Promise<void> };
export type Call = (method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) => Promise<void>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Closed-loop virtual users: each starts within the ramp, then picks a weighted action, waits for
 * its answer, thinks 0.5–1.5 s (a person clicking), and again until the deadline. Every answer is
 * timed per route; anything but a 2xx (or a network error, or no answer in 30 s) is an error.
 */
export async function runUsers(options: {
  users: number; seconds: number; rampSeconds: number; actions: Action[];
  recorder: ReturnType<typeof createRecorder>; headers?: () => Record<string, string>;
}): Promise<void> {
  const agent = new Agent({ connections: options.users + 8, keepAliveTimeout: 30_000, headersTimeout: 30_000, bodyTimeout: 30_000 });
  const totalWeight = options.actions.reduce((sum, a) => sum + a.weight, 0);
  const pick = () => {
    let roll = Math.random() * totalWeight;
    for (const action of options.actions) {
      roll -= action.weight;
      if (roll < 0) return action;
    }
    return options.actions[options.actions.length - 1];
  };
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  const user = async (index: number) => {
    await sleep((index * options.rampSeconds * 1000) / options.users);
    while (Date.now() < deadline) {
      const action = pick();
      const call: Call = async (method, url, body, headers = {}) => {
        const t0 = performance.now();
        try {
          const response = await request(url, {
            method, dispatcher: agent,
            headers: { ...options.headers?.(), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          await response.body.dump();
          const ok = response.statusCode >= 200 && response.statusCode < 300;
          options.recorder.record(action.route, performance.now() - t0, ok, ok ? undefined : String(response.statusCode));
        } catch (error) {
          options.recorder.record(action.route, performance.now() - t0, false, (error as { code?: string }).code ?? 'network');
        }
      };
      await action.run(call, index);
      await sleep(500 + Math.random() * 1000);
    }
  };
  await Promise.all(Array.from({ length: options.users }, (_, i) => user(i)));
  await agent.close();
}
