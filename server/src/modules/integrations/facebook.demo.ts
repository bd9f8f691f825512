import { businessKeyOf, SANDBOX_BUSINESS, SandboxSocial } from '../../connectors/social/sandbox';
import type { DemoSeeder } from '../demo/demo.seed';
import { placeCompanyPixels } from '../landings/landings.pixels';
import { recordPixelEvent } from './facebook.pixelEvents';
import { storeConnection, subscribePages } from './facebook.service';
import * as repo from './integrations.repository';
import { recordEvent } from './integrations.service';

/** The demo's pixel: the sandbox business's landing pixel, placed on the demo's published landing. */
const DEMO_PIXEL = SANDBOX_BUSINESS.pixels[1];
const DEMO_LANDING = 'demo-reformas';

/**
 * The demo company connected to the sandbox social network, as its consent would leave it (the
 * test business, its pages receiving leads), with one pixel added — so placed on the published
 * "Reformas" landing — and that page's visit as the pixel's first event (its last fired time).
 * Only where the social network is the sandbox; in process, nothing leaves the server. Runs after
 * the landings seeder.
 */
export const seedDemoFacebook: DemoSeeder = async (deps, demo) => {
  const sandbox = deps.connectors.social;
  if (!(sandbox instanceof SandboxSocial)) return;
  const token = await sandbox.exchangeCode(sandbox.issueCode(businessKeyOf(demo.companyId)));
  const [business, scopes, pages, accounts] = await Promise.all([
    sandbox.me(token.accessToken), sandbox.grantedScopes(token.accessToken), sandbox.pages(token.accessToken), sandbox.adAccounts(token.accessToken),
  ]);
  const connectionId = await storeConnection(deps, deps.db, { companyId: demo.companyId, userId: demo.userId, provider: sandbox.provider, token, business, scopes, pages });
  await subscribePages(deps, deps.db, demo.companyId, connectionId);
  await recordEvent(deps.db, { companyId: demo.companyId, kind: 'facebook', connectionId, type: 'connected', summary: business.name });

  const pixel = (await sandbox.pixels(token.accessToken, accounts[0]!.id)).find((p) => p.name === DEMO_PIXEL.name)!;
  await repo.insertPixel(deps.db, { companyId: demo.companyId, connectionId, pixelId: pixel.id, pixelName: pixel.name });
  await recordEvent(deps.db, { companyId: demo.companyId, kind: 'facebook', connectionId, type: 'pixel_added', summary: pixel.name });
  await placeCompanyPixels(deps.db, demo.companyId);
  await recordPixelEvent(deps, { subdomain: DEMO_LANDING }, { pixelId: pixel.id, event: 'PageView', url: `http://${DEMO_LANDING}.${deps.config.LANDINGS_DOMAIN}/` });
};
