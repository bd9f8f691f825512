import { describe, expect, it } from 'vitest';
import type { AssetFieldType, MutateOperation } from '../../googleAds.types';
import { codes, jpegHeader, P, pngHeader, summary, webpHeader, type Stored } from './testKit';

const pmaxAccount = (): Stored => ({
  [`${P}/campaignBudgets/1`]: { resource_name: `${P}/campaignBudgets/1`, amount_micros: 30_000_000, explicitly_shared: false },
  [`${P}/campaigns/5`]: { resource_name: `${P}/campaigns/5`, name: 'PMax', status: 'ENABLED', advertising_channel_type: 'PERFORMANCE_MAX', campaign_budget: `${P}/campaignBudgets/1` },
  [`${P}/campaigns/6`]: { resource_name: `${P}/campaigns/6`, name: 'Search', status: 'ENABLED', advertising_channel_type: 'SEARCH', campaign_budget: `${P}/campaignBudgets/1` },
});

/** A whole asset group request: the group, then each asset and its link. */
function groupRequest(over: { campaign?: string; texts?: Partial<Record<AssetFieldType, string[]>>; images?: [AssetFieldType, Buffer][]; group?: Record<string, unknown> } = {}): MutateOperation[] {
  let n = 1;
  const group = `${P}/assetGroups/-100`;
  const ops: MutateOperation[] = [{ entity: 'asset_group', operation: 'create', resource: { resource_name: group, campaign: over.campaign ?? `${P}/campaigns/5`, name: 'Grupo', final_urls: ['https://x.es'], status: 'ENABLED', ...over.group } }];
  const texts = { HEADLINE: ['Fontanero 24 h', 'Urgencias en Madrid', 'Presupuesto gratis'], LONG_HEADLINE: ['Fontaneros profesionales en Madrid'], DESCRIPTION: ['Con garantía.', 'Desatascos, calderas y fugas en toda la ciudad.'], BUSINESS_NAME: ['Fontanería Pérez'], ...over.texts };
  const images = over.images ?? [['MARKETING_IMAGE', pngHeader(1200, 628)], ['SQUARE_MARKETING_IMAGE', jpegHeader(600, 600)], ['LOGO', webpHeader(128, 128, 'VP8X')]];
  const link = (field: AssetFieldType, asset: Record<string, unknown>) => {
    const name = `${P}/assets/-${n++}`;
    ops.push({ entity: 'asset', operation: 'create', resource: { resource_name: name, ...(asset as { type: 'TEXT' }) } });
    ops.push({ entity: 'asset_group_asset', operation: 'create', resource: { resource_name: `${P}/assetGroupAssets/-${n++}`, asset_group: group, asset: name, field_type: field, status: 'ENABLED' } });
  };
  for (const [field, list] of Object.entries(texts)) for (const text of list) link(field as AssetFieldType, { type: 'TEXT', text_asset: { text } });
  for (const [field, bytes] of images) link(field, { type: 'IMAGE', image_asset: { data: bytes.toString('base64') } });
  return ops;
}

describe('Performance Max asset groups', () => {
  it('takes a complete group in one request', () => {
    expect(codes(groupRequest(), pmaxAccount())).toEqual([]);
  });

  it('refuses an image of the wrong ratio at its link, and accepts one within 1 %', () => {
    const ops = groupRequest({ images: [['MARKETING_IMAGE', pngHeader(800, 800)], ['SQUARE_MARKETING_IMAGE', pngHeader(600, 600)], ['LOGO', pngHeader(128, 128)]] });
    const errors = summary(ops, pmaxAccount());
    const linkIndex = ops.findIndex((o) => o.entity === 'asset_group_asset' && (o.resource as { field_type?: string }).field_type === 'MARKETING_IMAGE');
    expect(errors).toEqual([`image_error.ASPECT_RATIO_NOT_ALLOWED @ operations[${linkIndex}].create.asset`]);
    // 1200×630 is 1.905:1, within 1 % of 1.91.
    expect(codes(groupRequest({ images: [['MARKETING_IMAGE', pngHeader(1200, 630)], ['SQUARE_MARKETING_IMAGE', pngHeader(600, 606)], ['LOGO', gif(128, 128)]] }), pmaxAccount())).toEqual([]);
    expect(codes(groupRequest({ images: [['MARKETING_IMAGE', pngHeader(1200, 628)], ['SQUARE_MARKETING_IMAGE', pngHeader(600, 620)], ['LOGO', pngHeader(128, 128)]] }), pmaxAccount())).toEqual(['ASPECT_RATIO_NOT_ALLOWED']);
    expect(codes(groupRequest({ images: [['MARKETING_IMAGE', pngHeader(1200, 628)], ['SQUARE_MARKETING_IMAGE', pngHeader(600, 600)], ['LOGO', pngHeader(128, 128)], ['PORTRAIT_MARKETING_IMAGE', pngHeader(960, 1200)], ['LANDSCAPE_LOGO', pngHeader(1200, 300)]] }), pmaxAccount())).toEqual([]);
    expect(codes(groupRequest({ images: [['MARKETING_IMAGE', pngHeader(1200, 628)], ['SQUARE_MARKETING_IMAGE', pngHeader(600, 600)], ['LOGO', pngHeader(128, 128)], ['LANDSCAPE_LOGO', pngHeader(1200, 600)]] }), pmaxAccount())).toEqual(['ASPECT_RATIO_NOT_ALLOWED']);
  });

  it('refuses images below the minimum size', () => {
    expect(codes(groupRequest({ images: [['MARKETING_IMAGE', pngHeader(573, 300)], ['SQUARE_MARKETING_IMAGE', pngHeader(299, 299)], ['LOGO', pngHeader(100, 100)]] }), pmaxAccount())).toEqual(['IMAGE_TOO_SMALL', 'IMAGE_TOO_SMALL', 'IMAGE_TOO_SMALL']);
  });

  it('counts each field type after the request, on the asset group', () => {
    expect(summary(groupRequest({ texts: { HEADLINE: ['Solo uno'] } }), pmaxAccount())).toEqual(['asset_group_error.NOT_ENOUGH_HEADLINE_ASSET @ operations[0].create']);
    expect(codes(groupRequest({ texts: { LONG_HEADLINE: [] } }), pmaxAccount())).toEqual(['NOT_ENOUGH_LONG_HEADLINE_ASSET']);
    expect(codes(groupRequest({ texts: { DESCRIPTION: ['Una sola.'] } }), pmaxAccount())).toEqual(['NOT_ENOUGH_DESCRIPTION_ASSET']);
    expect(codes(groupRequest({ texts: { BUSINESS_NAME: [] } }), pmaxAccount())).toEqual(['NOT_ENOUGH_BUSINESS_NAME_ASSET']);
    expect(codes(groupRequest({ texts: { BUSINESS_NAME: ['Uno', 'Dos'] } }), pmaxAccount())).toEqual(['TOO_MANY']);
    expect(codes(groupRequest({ texts: { HEADLINE: Array.from({ length: 16 }, (_, i) => `Titular ${i}`) } }), pmaxAccount())).toEqual(['TOO_MANY']);
    expect(codes(groupRequest({ texts: { LONG_HEADLINE: ['1', '2', '3', '4', '5', '6'] } }), pmaxAccount())).toEqual(['TOO_MANY']);
    expect(codes(groupRequest({ images: [['SQUARE_MARKETING_IMAGE', pngHeader(600, 600)]] }), pmaxAccount())).toEqual(['NOT_ENOUGH_MARKETING_IMAGE_ASSET', 'NOT_ENOUGH_LOGO_ASSET']);
    expect(codes(groupRequest({ images: [['MARKETING_IMAGE', pngHeader(1200, 628)], ['SQUARE_MARKETING_IMAGE', pngHeader(600, 600)], ...Array.from({ length: 6 }, (): [AssetFieldType, Buffer] => ['LOGO', pngHeader(128, 128)])] }), pmaxAccount())).toEqual(['TOO_MANY']);
  });

  it('needs a short headline (≤ 15) and a short description (≤ 60)', () => {
    expect(codes(groupRequest({ texts: { HEADLINE: ['Fontanero urgente 24h', 'Urgencias en Madrid', 'Presupuesto gratuito'] } }), pmaxAccount())).toEqual(['NOT_ENOUGH_HEADLINE_ASSET']);
    expect(codes(groupRequest({ texts: { DESCRIPTION: ['d'.repeat(61), 'e'.repeat(61)] } }), pmaxAccount())).toEqual(['SHORT_DESCRIPTION_REQUIRED']);
  });

  it('refuses texts longer than their field at the link', () => {
    const ops = groupRequest({ texts: { HEADLINE: ['Corto', 'Urgencias', 'x'.repeat(31)], BUSINESS_NAME: ['b'.repeat(26)] } });
    expect(codes(ops, pmaxAccount())).toEqual(['TOO_LONG', 'TOO_LONG']);
    expect(summary(ops, pmaxAccount())[0]).toMatch(/string_length_error.TOO_LONG @ operations\[\d+\]\.create\.asset$/);
  });

  it('needs a Performance Max campaign, a final URL and path1 before path2', () => {
    expect(codes(groupRequest({ campaign: `${P}/campaigns/6` }), pmaxAccount())).toEqual(['CANNOT_ADD_ASSET_GROUP_FOR_CAMPAIGN_TYPE']);
    expect(summary(groupRequest({ group: { final_urls: [] } }), pmaxAccount())).toEqual(['asset_group_error.FINAL_URL_REQUIRED @ operations[0].create.final_urls']);
    expect(summary(groupRequest({ group: { path2: 'madrid' } }), pmaxAccount())).toEqual(['asset_group_error.PATH1_REQUIRED_WHEN_PATH2_IS_SET @ operations[0].create.path2']);
    expect(codes(groupRequest({ group: { path1: 'p'.repeat(16) } }), pmaxAccount())).toEqual(['TOO_LONG']);
    const removed = pmaxAccount();
    removed[`${P}/campaigns/5`].status = 'REMOVED';
    expect(codes(groupRequest(), removed)).toEqual(['CANNOT_MUTATE_ASSET_GROUP_FOR_REMOVED_CAMPAIGN']);
  });

  it('links text to text fields and images to image fields only', () => {
    const ops = groupRequest();
    const logoLink = ops.find((o) => o.entity === 'asset_group_asset' && (o.resource as { field_type?: string }).field_type === 'LOGO')!;
    (logoLink.resource as { asset: string }).asset = `${P}/assets/-1`; // the first headline's text asset
    // The LOGO link now points at a text: refused at the link.
    expect(summary(ops, pmaxAccount())).toEqual([`asset_link_error.FIELD_TYPE_INCOMPATIBLE_WITH_ASSET_TYPE @ operations[${ops.indexOf(logoLink)}].create.field_type`]);
    const sitelinkInGroup = groupRequest();
    (sitelinkInGroup[2].resource as { field_type: string }).field_type = 'SITELINK';
    expect(codes(sitelinkInGroup, pmaxAccount())).toEqual(['NOT_ENOUGH_HEADLINE_ASSET', 'UNSUPPORTED_FIELD_TYPE']);
  });

  it('checks a stored group changed by the request with its stored links (from the listing or the option)', () => {
    const stored = pmaxAccount();
    const group = `${P}/assetGroups/7`;
    stored[group] = { resource_name: group, campaign: `${P}/campaigns/5`, name: 'G', final_urls: ['https://x.es'], status: 'ENABLED' };
    const fields: [AssetFieldType, Record<string, unknown>][] = [
      ['HEADLINE', { type: 'TEXT', text_asset: { text: 'Corto' } }], ['HEADLINE', { type: 'TEXT', text_asset: { text: 'Dos' } }], ['HEADLINE', { type: 'TEXT', text_asset: { text: 'Tres' } }],
      ['LONG_HEADLINE', { type: 'TEXT', text_asset: { text: 'Largo' } }], ['DESCRIPTION', { type: 'TEXT', text_asset: { text: 'Uno.' } }], ['DESCRIPTION', { type: 'TEXT', text_asset: { text: 'Dos.' } }],
      ['BUSINESS_NAME', { type: 'TEXT', text_asset: { text: 'Pérez' } }], ['MARKETING_IMAGE', { type: 'IMAGE', image_asset: { data: '', full_size: { width_pixels: 1200, height_pixels: 628 } } }],
      ['SQUARE_MARKETING_IMAGE', { type: 'IMAGE', image_asset: { data: '', full_size: { width_pixels: 600, height_pixels: 600 } } }], ['LOGO', { type: 'IMAGE', image_asset: { data: '', full_size: { width_pixels: 128, height_pixels: 128 } } }],
    ];
    const links: Record<string, unknown>[] = [];
    fields.forEach(([field, a], i) => {
      stored[`${P}/assets/${50 + i}`] = { resource_name: `${P}/assets/${50 + i}`, ...a };
      const link = { resource_name: `${P}/assetGroupAssets/7~${50 + i}~${field}`, asset_group: group, asset: `${P}/assets/${50 + i}`, field_type: field, status: 'ENABLED' };
      stored[link.resource_name] = link;
      links.push(link);
    });
    const removeHeadline: MutateOperation = { entity: 'asset_group_asset', operation: 'remove', resource: { resource_name: `${P}/assetGroupAssets/7~52~HEADLINE` } };
    expect(summary([removeHeadline], stored)).toEqual(['asset_group_error.NOT_ENOUGH_HEADLINE_ASSET @ operations[0].remove']);
    const addHeadline: MutateOperation[] = [
      { entity: 'asset', operation: 'create', resource: { resource_name: `${P}/assets/-1`, type: 'TEXT', text_asset: { text: 'Nuevo' } } },
      { entity: 'asset_group_asset', operation: 'create', resource: { resource_name: `${P}/assetGroupAssets/-2`, asset_group: group, asset: `${P}/assets/-1`, field_type: 'HEADLINE', status: 'ENABLED' } },
    ];
    expect(codes([removeHeadline, ...addHeadline], stored)).toEqual([]);
    expect(codes([{ entity: 'asset_group', operation: 'update', resource: { resource_name: group, path1: 'madrid' } }], stored)).toEqual([]);
    // Only the option knows the links: the same answers.
    const onlyOption = Object.fromEntries(Object.entries(stored).filter(([name]) => !name.includes('/assetGroupAssets/')));
    expect(codes([{ entity: 'asset_group', operation: 'update', resource: { resource_name: group, path1: 'madrid' } }], onlyOption, { assetGroupLinks: (g) => (g === group ? links : []) })).toEqual([]);
    expect(codes([{ entity: 'asset_group', operation: 'update', resource: { resource_name: group, path1: 'madrid' } }], onlyOption)).toContain('NOT_ENOUGH_HEADLINE_ASSET');
  });

  it('takes at most 100 asset groups in a campaign, and a new Performance Max campaign gets one', () => {
    const stored = pmaxAccount();
    for (let i = 0; i < 100; i++) stored[`${P}/assetGroups/${1000 + i}`] = { resource_name: `${P}/assetGroups/${1000 + i}`, campaign: `${P}/campaigns/5`, name: `G${i}`, final_urls: ['https://x.es'], status: 'ENABLED' };
    expect(codes(groupRequest(), stored)).toEqual(['RESOURCE_LIMIT']);
    const campaignAlone: MutateOperation[] = [
      { entity: 'campaign_budget', operation: 'create', resource: { resource_name: `${P}/campaignBudgets/-1`, amount_micros: 20_000_000, period: 'DAILY', delivery_method: 'STANDARD', explicitly_shared: false } },
      { entity: 'campaign', operation: 'create', resource: { resource_name: `${P}/campaigns/-2`, name: 'Nueva PMax', status: 'PAUSED', advertising_channel_type: 'PERFORMANCE_MAX', campaign_budget: `${P}/campaignBudgets/-1`, bidding: { maximize_conversions: {} }, start_date: '2026-06-01' } },
    ];
    expect(summary(campaignAlone, pmaxAccount())).toEqual(['collection_size_error.TOO_FEW @ operations[1].create']);
    const withGroup = [...campaignAlone, ...groupRequest({ campaign: `${P}/campaigns/-2` })];
    expect(codes(withGroup, pmaxAccount())).toEqual([]);
  });
});

function gif(width: number, height: number): Buffer {
  const b = Buffer.alloc(13);
  b.write('GIF87a', 0, 'ascii');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}
