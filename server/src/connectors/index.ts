import type { Config } from '../config';
import type { Db } from '../db/connection';
import { createAdsConnector, type AdsConnector } from './ads';
import { createChatConnector, type ChatConnector } from './chat';
import { createIdentityConnector, type IdentityConnector } from './identity';
import { createLandingAiConnector, type LandingAiConnector } from './landingAi';
import { createMailConnector, type MailConnector } from './mail';
import { createPaymentsConnector, type PaymentsConnector } from './payments';
import { createMailboxConnector, type MailboxConnector } from './mailbox';
import { createSchedulingConnector, type SchedulingConnector } from './scheduling';
import { createSocialConnector, type SocialConnector } from './social';

/**
 * One interface per outside service (ads, mail, payments, chat channel, social, scheduling…).
 * Each kind lives in `connectors/<kind>/` with a `sandbox` implementation (the default: works
 * offline and deterministically) and the real one, chosen by the credentials in the environment.
 */
export interface Connectors {
  ads: AdsConnector;
  chat: ChatConnector;
  identity: IdentityConnector;
  landingAi: LandingAiConnector;
  mail: MailConnector;
  payments: PaymentsConnector;
  scheduling: SchedulingConnector;
  mailbox: MailboxConnector;
  social: SocialConnector;
}

/** `env`: where connectors that read their own variables (payments) find them. */
export function createConnectors(config: Config, db: Db, env: NodeJS.ProcessEnv = process.env): Connectors {
  return {
    ads: createAdsConnector(config, db),
    chat: createChatConnector(config),
    identity: createIdentityConnector(config),
    landingAi: createLandingAiConnector(config),
    mail: createMailConnector(config, db),
    payments: createPaymentsConnector(config, db, env),
    scheduling: createSchedulingConnector(config, env),
    mailbox: createMailboxConnector(config),
    social: createSocialConnector(config, env),
  };
}
