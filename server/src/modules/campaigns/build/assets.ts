import type { z } from 'zod';
import type { AssetKind, assetFields } from '../../../../../contract/campaigns';
import type { Asset, AssetFieldType, AssetType } from '../../../connectors/ads/googleAds.types';
import { fromMicros, toMicros } from './money';

type Fields<K extends AssetKind> = z.output<(typeof assetFields)[K]>;
type Mapping<K extends AssetKind> = {
  type: AssetType;
  field: AssetFieldType;
  toGoogle: (f: Fields<K>, currency: string) => Omit<Asset, 'resource_name' | 'type'>;
  fromGoogle: (a: Asset) => Record<string, unknown>;
};

const dates = (f: { startDate?: string; endDate?: string }) => ({ ...(f.startDate ? { start_date: f.startDate } : {}), ...(f.endDate ? { end_date: f.endDate } : {}) });
const datesBack = (a: Asset) => ({ ...(a.start_date ? { startDate: a.start_date } : {}), ...(a.end_date ? { endDate: a.end_date } : {}) });
const money = (units: number, currency: string) => ({ currency_code: currency, amount_micros: toMicros(units) });

/** The seven kinds: the product's fields ↔ the platform's Asset (reference/google-ads.md §5). */
export const ASSET_MAPPINGS: { [K in AssetKind]: Mapping<K> } = {
  siteLink: {
    type: 'SITELINK', field: 'SITELINK',
    toGoogle: (f) => ({ final_urls: [f.finalUrl], sitelink_asset: { link_text: f.linkText, ...(f.description1 ? { description1: f.description1 } : {}), ...(f.description2 ? { description2: f.description2 } : {}) }, ...dates(f) }),
    fromGoogle: (a) => ({ linkText: a.sitelink_asset?.link_text, description1: a.sitelink_asset?.description1, description2: a.sitelink_asset?.description2, finalUrl: a.final_urls?.[0], ...datesBack(a) }),
  },
  highlightedText: {
    type: 'CALLOUT', field: 'CALLOUT',
    toGoogle: (f) => ({ callout_asset: { callout_text: f.text }, ...dates(f) }),
    fromGoogle: (a) => ({ text: a.callout_asset?.callout_text, ...datesBack(a) }),
  },
  structuredSnippet: {
    type: 'STRUCTURED_SNIPPET', field: 'STRUCTURED_SNIPPET',
    toGoogle: (f) => ({ structured_snippet_asset: { header: f.header, values: f.values }, ...dates(f) }),
    fromGoogle: (a) => ({ header: a.structured_snippet_asset?.header, values: a.structured_snippet_asset?.values, ...datesBack(a) }),
  },
  call: {
    type: 'CALL', field: 'CALL',
    toGoogle: (f) => ({ call_asset: { country_code: f.countryCode, phone_number: f.phoneNumber }, ...dates(f) }),
    fromGoogle: (a) => ({ countryCode: a.call_asset?.country_code, phoneNumber: a.call_asset?.phone_number, ...datesBack(a) }),
  },
  app: {
    type: 'MOBILE_APP', field: 'MOBILE_APP',
    toGoogle: (f) => ({ mobile_app_asset: { app_id: f.appId, app_store: f.appStore, link_text: f.linkText }, ...dates(f) }),
    fromGoogle: (a) => ({ appId: a.mobile_app_asset?.app_id, appStore: a.mobile_app_asset?.app_store, linkText: a.mobile_app_asset?.link_text, ...datesBack(a) }),
  },
  price: {
    type: 'PRICE', field: 'PRICE',
    toGoogle: (f, currency) => ({
      price_asset: {
        type: f.type, ...(f.priceQualifier ? { price_qualifier: f.priceQualifier } : {}), language_code: f.languageCode,
        price_offerings: f.offerings.map((o) => ({ header: o.header, description: o.description, price: money(o.price, currency), ...(o.unit ? { unit: o.unit } : {}), final_url: o.finalUrl })),
      },
      ...dates(f),
    }),
    fromGoogle: (a) => ({
      type: a.price_asset?.type, priceQualifier: a.price_asset?.price_qualifier ?? null, languageCode: a.price_asset?.language_code,
      offerings: a.price_asset?.price_offerings.map((o) => ({ header: o.header, description: o.description, price: fromMicros(o.price.amount_micros), unit: o.unit ?? null, finalUrl: o.final_url })),
      ...datesBack(a),
    }),
  },
  promotion: {
    type: 'PROMOTION', field: 'PROMOTION',
    toGoogle: (f, currency) => ({
      promotion_asset: {
        promotion_target: f.target, language_code: f.languageCode,
        ...(f.percentOff !== null ? { percent_off: Math.round(f.percentOff * 10_000) } : {}),
        ...(f.moneyOff !== null ? { money_amount_off: money(f.moneyOff, currency) } : {}),
        ...(f.promotionCode ? { promotion_code: f.promotionCode } : {}),
        ...(f.ordersOver !== null ? { orders_over_amount: money(f.ordersOver, currency) } : {}),
        ...(f.occasion ? { occasion: f.occasion } : {}),
        ...(f.redemptionStartDate ? { redemption_start_date: f.redemptionStartDate } : {}),
        ...(f.redemptionEndDate ? { redemption_end_date: f.redemptionEndDate } : {}),
      },
      ...dates(f),
    }),
    fromGoogle: (a) => {
      const p = a.promotion_asset;
      return {
        target: p?.promotion_target, languageCode: p?.language_code,
        percentOff: p?.percent_off !== undefined ? p.percent_off / 10_000 : null,
        moneyOff: p?.money_amount_off ? fromMicros(p.money_amount_off.amount_micros) : null,
        promotionCode: p?.promotion_code ?? null,
        ordersOver: p?.orders_over_amount ? fromMicros(p.orders_over_amount.amount_micros) : null,
        occasion: p?.occasion ?? null, redemptionStartDate: p?.redemption_start_date ?? null, redemptionEndDate: p?.redemption_end_date ?? null,
        ...datesBack(a),
      };
    },
  },
};

export function kindOfAsset(asset: Asset): AssetKind | null {
  for (const [kind, m] of Object.entries(ASSET_MAPPINGS)) if (m.type === asset.type) return kind as AssetKind;
  return null;
}
