import type { CompanyPixel, FacebookPixel } from '../../../../contract/integrations';

export type PixelRow = {
  pixelId: string;
  name: string;
  connectionId: string;
  adAccountId: string | null;
  lastFiredAt: string | null;
  added: boolean;
  /** Added to the company but no longer among the connected business's pixels. */
  orphan: boolean;
};

/** The business's pixels (added or not), then any pixel the company added that the business no longer has. */
export function pixelRows(business: FacebookPixel[], company: CompanyPixel[]): PixelRow[] {
  const addedIds = new Set(company.map((p) => p.pixelId));
  const rows: PixelRow[] = business.map((p) => ({
    pixelId: p._id, name: p.name, connectionId: p.connectionId, adAccountId: p.adAccountId, lastFiredAt: p.lastFiredAt, added: p.added || addedIds.has(p._id), orphan: false,
  }));
  const known = new Set(business.map((p) => p._id));
  for (const p of company) {
    if (!known.has(p.pixelId)) rows.push({ pixelId: p.pixelId, name: p.pixelName, connectionId: p.connectionId, adAccountId: null, lastFiredAt: null, added: true, orphan: true });
  }
  return rows;
}
