import type { Config } from '../../config';
import type { ChatConnector } from './chat.connector';
import { SandboxChat } from './sandbox';
import { UnavailableChat } from './unavailable';

export type { ChatConnector } from './chat.connector';
export { SandboxChat } from './sandbox';

/**
 * The sandbox where sandboxes are allowed; in production without them, a connector that refuses
 * (the Cloud API connector, selected by its credentials, is still to come).
 */
export function createChatConnector(config: Pick<Config, 'sandboxAllowed'>): ChatConnector {
  return config.sandboxAllowed ? new SandboxChat() : new UnavailableChat();
}
