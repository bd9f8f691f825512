import type { Db } from '../../../db/connection';
import type { AdsConnector } from '../ads.connector';
import { createSandboxAccounts } from './accounts';
import { createSandboxCampaigns } from './campaigns';

/** The offline ad platform: accounts and manager links (./accounts) plus campaigns (./campaigns). */
export function createSandboxAds(db: Db, now: () => Date = () => new Date()): AdsConnector {
  return { ...createSandboxAccounts(), ...createSandboxCampaigns(db, now) };
}
