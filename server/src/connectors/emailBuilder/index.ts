import type { Config } from '../../config';
import { requestStripoToken, type StripoAuthOptions, type StripoCredentials, type StripoToken } from './stripo.auth';

export { requestStripoToken, tokenExpiry, STRIPO_AUTH_URL, DEFAULT_TOKEN_SECONDS } from './stripo.auth';
export type { StripoCredentials, StripoToken, StripoAuthOptions } from './stripo.auth';

/**
 * The email builder in use: Stripo's editor when the plugin credentials are configured (config
 * requires both or neither), otherwise this product's own GrapesJS + MJML builder, which needs
 * no outside service.
 */
export type EmailBuilderConnector =
  | { kind: 'mjml' }
  | { kind: 'stripo'; authenticate: (userId: string) => Promise<StripoToken> };

export function createEmailBuilderConnector(config: Pick<Config, 'STRIPO_PLUGIN_ID' | 'STRIPO_SECRET_KEY'>, options: StripoAuthOptions = {}): EmailBuilderConnector {
  if (!config.STRIPO_PLUGIN_ID || !config.STRIPO_SECRET_KEY) return { kind: 'mjml' };
  const credentials: StripoCredentials = { pluginId: config.STRIPO_PLUGIN_ID, secretKey: config.STRIPO_SECRET_KEY };
  return { kind: 'stripo', authenticate: (userId) => requestStripoToken(credentials, userId, options) };
}
