import type { Config } from '../../config';
import type { ChatConnector } from './chat.connector';
import { CloudChat } from './cloud';
import { SandboxChat } from './sandbox';
import { UnavailableChat } from './unavailable';

export type { ChatConnector } from './chat.connector';
export { CloudChat } from './cloud';
export { SandboxChat } from './sandbox';

type ChatConfig = Pick<Config, 'sandboxAllowed' | 'WHATSAPP_CLOUD_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_BUSINESS_ACCOUNT_ID'
  | 'WHATSAPP_APP_SECRET' | 'WHATSAPP_VERIFY_TOKEN' | 'WHATSAPP_COMPANY_ID' | 'WHATSAPP_GRAPH_VERSION'>;

/** The Cloud API connector's options from the configuration, or null when its credentials are not set. */
export function cloudOptions(config: ChatConfig) {
  const { WHATSAPP_CLOUD_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_BUSINESS_ACCOUNT_ID: businessAccountId,
    WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken, WHATSAPP_COMPANY_ID: companyId } = config;
  if (!token || !phoneNumberId || !businessAccountId || !appSecret || !verifyToken || !companyId) return null;
  return { token, phoneNumberId, businessAccountId, appSecret, verifyToken, companyId, graphVersion: config.WHATSAPP_GRAPH_VERSION };
}

/**
 * The WhatsApp Business Cloud API when its credentials are configured (WHATSAPP_CLOUD_TOKEN and
 * the rest, set together: config.ts checks it); else the sandbox where sandboxes are allowed; in
 * production without them, a connector that refuses to pair or send.
 */
export function createChatConnector(config: ChatConfig, fetchFn?: typeof fetch): ChatConnector {
  const cloud = cloudOptions(config);
  if (cloud) return new CloudChat({ ...cloud, ...(fetchFn ? { fetch: fetchFn } : {}) });
  return config.sandboxAllowed ? new SandboxChat() : new UnavailableChat();
}
