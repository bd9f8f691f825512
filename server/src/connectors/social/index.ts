import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config';
import { serverSecret } from '../../security/serverSecret';
import { GraphSocial } from './graph';
import { SandboxSocial } from './sandbox';
import type { SocialConnector } from './social.connector';
import { UnavailableSocial } from './unavailable';

export type { SocialConnector } from './social.connector';
export { SocialError } from './social.connector';
export { GraphSocial } from './graph';
export { SandboxSocial } from './sandbox';

const env = z.object({
  FACEBOOK_APP_ID: z.string().regex(/^\d+$/, 'must be the numeric app id').optional(),
  FACEBOOK_APP_SECRET: z.string().min(16).optional(),
  FACEBOOK_VERIFY_TOKEN: z.string().min(16).optional(),
  FACEBOOK_CONFIG_ID: z.string().regex(/^\d+$/).optional(),
  FACEBOOK_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/).optional(),
});

/**
 * Meta's Graph API when FACEBOOK_APP_ID, FACEBOOK_APP_SECRET and FACEBOOK_VERIFY_TOKEN are set
 * (together); else the sandbox where sandboxes are allowed; else a connector that refuses. The
 * sandbox's app secret and verify token are derived from the server's secret (stable across
 * restarts and instances, never a constant someone could forge leads with).
 */
export function createSocialConnector(config: Config, source: NodeJS.ProcessEnv = process.env, fetchFn?: typeof fetch): SocialConnector {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const v = parsed.data;
  const set = [v.FACEBOOK_APP_ID, v.FACEBOOK_APP_SECRET, v.FACEBOOK_VERIFY_TOKEN].filter(Boolean).length;
  if (set && set < 3) throw new Error('Invalid configuration: FACEBOOK_APP_ID, FACEBOOK_APP_SECRET and FACEBOOK_VERIFY_TOKEN are set together or not at all');
  if (v.FACEBOOK_APP_ID && v.FACEBOOK_APP_SECRET && v.FACEBOOK_VERIFY_TOKEN) {
    return new GraphSocial({
      appId: v.FACEBOOK_APP_ID, appSecret: v.FACEBOOK_APP_SECRET, verifyToken: v.FACEBOOK_VERIFY_TOKEN, configId: v.FACEBOOK_CONFIG_ID,
      graphVersion: v.FACEBOOK_GRAPH_VERSION, ...(fetchFn ? { fetch: fetchFn } : {}),
    });
  }
  if (!config.sandboxAllowed) return new UnavailableSocial();
  const derive = (purpose: string) => createHmac('sha256', serverSecret(config)).update(`facebook-sandbox ${purpose}`).digest('hex');
  return new SandboxSocial(derive('app secret'), derive('verify token'));
}
