import type { Config } from '../../config';
import { AnthropicLandingAi } from './anthropic';
import type { LandingAiConnector } from './landingAi.connector';
import { SandboxLandingAi } from './sandbox';

export type { ComposedLanding, LandingAiConnector, LandingAiRequest, PlacedImage } from './landingAi.connector';
export { AnthropicLandingAi } from './anthropic';
export { SandboxLandingAi } from './sandbox';

type LandingAiConfig = Pick<Config, 'ANTHROPIC_API_KEY' | 'ANTHROPIC_MODEL'>;

/**
 * Claude through the official SDK when ANTHROPIC_API_KEY is set; else the sandbox composer. The
 * sandbox stays available in production: it fakes no outside account and reaches no host, it
 * composes the page itself from the user's own words, so "create with AI" works without a key.
 */
export function createLandingAiConnector(config: LandingAiConfig, fetchFn?: typeof fetch): LandingAiConnector {
  if (config.ANTHROPIC_API_KEY) {
    return new AnthropicLandingAi({ apiKey: config.ANTHROPIC_API_KEY, model: config.ANTHROPIC_MODEL, ...(fetchFn ? { fetch: fetchFn } : {}) });
  }
  return new SandboxLandingAi();
}
