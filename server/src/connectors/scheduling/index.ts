import { z } from 'zod';
import type { Config } from '../../config';
import { CalendlyScheduling } from './calendly';
import { SandboxScheduling } from './sandbox';
import { SchedulingError, type SchedulingConnector } from './scheduling.connector';

export type { SchedulingConnector, SchedulingTokens, SchedulingUser } from './scheduling.connector';
export { SchedulingError } from './scheduling.connector';
export { CalendlyScheduling } from './calendly';
export { SandboxScheduling } from './sandbox';

const env = z.object({
  CALENDLY_CLIENT_ID: z.string().min(8).optional(),
  CALENDLY_CLIENT_SECRET: z.string().min(8).optional(),
});

const refuse = async (): Promise<never> => {
  throw new SchedulingError('vendor_unavailable', 'The scheduling service is not configured on this server', 503);
};

/** Production without CALENDLY_CLIENT_ID/SECRET: connecting is refused, the webhook is absent. */
class UnavailableScheduling implements SchedulingConnector {
  readonly provider = 'off' as const;
  authorizeUrl(): string {
    throw new SchedulingError('vendor_unavailable', 'The scheduling service is not configured on this server', 503);
  }
  exchangeCode = refuse;
  refresh = refuse;
  me = refuse;
  createWebhook = refuse;
  deleteWebhook = refuse;
  revoke = refuse;
}

/** Calendly when CALENDLY_CLIENT_ID and CALENDLY_CLIENT_SECRET are set (together); else the sandbox where allowed; else off. */
export function createSchedulingConnector(config: Config, source: NodeJS.ProcessEnv = process.env, fetchFn?: typeof fetch): SchedulingConnector {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const v = parsed.data;
  if (Boolean(v.CALENDLY_CLIENT_ID) !== Boolean(v.CALENDLY_CLIENT_SECRET)) throw new Error('Invalid configuration: CALENDLY_CLIENT_ID and CALENDLY_CLIENT_SECRET are set together or not at all');
  if (v.CALENDLY_CLIENT_ID && v.CALENDLY_CLIENT_SECRET) return new CalendlyScheduling({ clientId: v.CALENDLY_CLIENT_ID, clientSecret: v.CALENDLY_CLIENT_SECRET, ...(fetchFn ? { fetch: fetchFn } : {}) });
  return config.sandboxAllowed ? new SandboxScheduling() : new UnavailableScheduling();
}
