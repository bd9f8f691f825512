import type { AssetKind } from '../../../../contract/campaigns';
import type { PreviewSitelink } from './SearchAdCard';

/** An asset as the wizard keeps it and the platform returns it (getCampaignAssets): its kind and fields. */
export type PreviewAssetSource = { kind: AssetKind; fields: Record<string, unknown> };

export type PreviewAssets = { sitelinks: PreviewSitelink[]; callouts: string[]; phone?: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * What a search ad shows of the campaign's assets: its sitelinks, its callouts (highlighted texts)
 * and the first call number. The other kinds do not show on the preview's card.
 */
export function previewAssets(assets: readonly PreviewAssetSource[]): PreviewAssets {
  const fieldsOf = (kind: AssetKind) => assets.filter((asset) => asset.kind === kind).map((asset) => asset.fields);
  return {
    sitelinks: fieldsOf('siteLink')
      .map((f) => ({ text: text(f.linkText), description1: text(f.description1), description2: text(f.description2) }))
      .filter((sitelink) => sitelink.text),
    callouts: fieldsOf('highlightedText').map((f) => text(f.text)).filter(Boolean),
    phone: fieldsOf('call').map((f) => text(f.phoneNumber)).find(Boolean),
  };
}
