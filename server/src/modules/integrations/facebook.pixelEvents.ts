import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import type { Conn } from '../contacts/contacts.repository';
import { countEvent } from './integrations.repository';
import '../landings/landings.tables';

/** The browser events the placed pixel sends (landings.pixels.ts): a visit, and a landing form sent. */
export const PIXEL_EVENTS = ['PageView', 'Lead'] as const;

/** A published landing's company and the pixels its page carries. */
async function publishedPixelsOf(db: Conn, by: { subdomain: string } | { landingId: string }) {
  const q = db.selectFrom('landings').innerJoin('landingPublications', 'landingPublications.landingId', 'landings.id')
    .select(['landings.id as landingId', 'landings.companyId', 'landingPublications.pixelIds'])
    .where('landings.status', '=', 'published');
  return ('subdomain' in by ? q.where('landings.subdomain', '=', by.subdomain) : q.where('landings.id', '=', by.landingId)).executeTakeFirst();
}

/** The page's address without its query (which may carry click ids), or null when it is not an http(s) URL. */
function pageOf(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > 2000) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.origin}${u.pathname}` : null;
  } catch {
    return null;
  }
}

/**
 * What the sandbox's Meta does with a pixel event from a landing (POST /_lp/sandbox/tr): one of
 * the page's pixels, a known event and the page's URL, kept as the company's `pixel_fired` event
 * (its card shows it, and it is the pixel's last fired time). Anything else is refused with the
 * reason and nothing is kept; an unpublished page is 'not_found'.
 *
 * One event per pixel and kind (PageView, Lead), moved to now and counted at each fire: the card
 * shows the company's last few events, and a busy landing's visits must not push its leads and
 * bookings out of them.
 */
export async function recordPixelEvent(
  deps: Pick<AppDeps, 'db'>, landing: { subdomain: string } | { landingId: string }, input: { pixelId: unknown; event: unknown; url: unknown },
): Promise<'ok' | 'not_found' | string> {
  const page = await publishedPixelsOf(deps.db, landing);
  if (!page) return 'not_found';
  const pixelId = typeof input.pixelId === 'string' ? input.pixelId : '';
  if (!page.pixelIds.includes(pixelId)) return 'The pixel is not placed on this page';
  const event = PIXEL_EVENTS.find((e) => e === input.event);
  if (!event) return `Unknown event: one of ${PIXEL_EVENTS.join(', ')}`;
  const url = pageOf(input.url);
  if (!url) return 'dl must be the page\'s http(s) address';
  const pixel = await deps.db.selectFrom('companyPixels').select(['connectionId', 'pixelName'])
    .where('companyId', '=', page.companyId).where('pixelId', '=', pixelId).executeTakeFirst();
  if (!pixel) return 'The pixel is not placed on this page';
  await countEvent(deps.db, {
    companyId: page.companyId, kind: 'facebook', connectionId: pixel.connectionId, type: 'pixel_fired', summary: `${pixel.pixelName} · ${event}`,
    data: JSON.stringify({ pixelId, event, landingId: page.landingId, url }), externalKey: `pixel_fired:${pixelId}:${event}`,
  });
  return 'ok';
}

/**
 * When each of the company's pixels last fired from its landings, as the sandbox's Meta saw it:
 * the sandbox keeps no state of its own across processes, so the events it took in are read back.
 */
export async function lastPixelFires(db: Conn, companyId: string): Promise<Map<string, Date>> {
  const rows = await db.selectFrom('integrationEvents')
    .select([sql<string>`data->>'pixelId'`.as('pixelId'), (eb) => eb.fn.max('createdAt').as('at')])
    .where('companyId', '=', companyId).where('kind', '=', 'facebook').where('type', '=', 'pixel_fired')
    .groupBy(sql`data->>'pixelId'`).execute();
  return new Map(rows.map((r) => [r.pixelId, new Date(r.at)]));
}
