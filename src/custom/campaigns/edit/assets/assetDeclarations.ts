import {
  PRICE_TYPES, PRICE_UNITS, PROMOTION_OCCASIONS, STRUCTURED_SNIPPET_HEADERS, type AssetKind,
} from '../../../../../contract/campaigns';
import { issue, type Issues } from '../../createad/rules/issues';

/**
 * One input of an asset form. `name` is the contract's field name and the label's key
 * (`campaigns.assets.fields.<name>`); options are labelled by `campaigns.assets.options.<name>.<value>`.
 */
export type FieldDeclaration =
  | { name: string; kind: 'text'; max?: number; required?: boolean; uppercase?: boolean }
  | { name: string; kind: 'url'; required?: boolean }
  | { name: string; kind: 'select'; options: readonly string[]; nullable?: boolean }
  | { name: string; kind: 'number'; min?: number; max?: number; nullable?: boolean }
  | { name: string; kind: 'date' }
  | { name: string; kind: 'textList'; max: number; minItems: number; maxItems: number }
  | { name: string; kind: 'group'; fields: FieldDeclaration[]; minItems: number; maxItems: number };

export type AssetValue = Record<string, unknown>;

/** A kind of asset as its form, list row and checks need it: declared once, rendered by one form. */
export type AssetDeclaration = {
  kind: AssetKind;
  fields: FieldDeclaration[];
  empty: () => AssetValue;
  /** The row's text in lists (the asset's own words). */
  summary: (value: AssetValue) => string;
  /** Rules between fields (a pair set together, exactly one of two). */
  check?: (value: AssetValue, out: Issues) => void;
};

const dates: FieldDeclaration[] = [{ name: 'startDate', kind: 'date' }, { name: 'endDate', kind: 'date' }];
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const ASSET_DECLARATIONS: AssetDeclaration[] = [
  {
    kind: 'siteLink',
    fields: [
      { name: 'linkText', kind: 'text', max: 25, required: true },
      { name: 'description1', kind: 'text', max: 35 },
      { name: 'description2', kind: 'text', max: 35 },
      { name: 'finalUrl', kind: 'url', required: true },
      ...dates,
    ],
    empty: () => ({ linkText: '', description1: '', description2: '', finalUrl: '' }),
    summary: (v) => [v.linkText, v.finalUrl].map(text).filter(Boolean).join(' · '),
    check: (v, out) => {
      // The platform takes both descriptions or neither.
      if (text(v.description1) && !text(v.description2) && !out.description2) out.description2 = issue('bothDescriptions');
      if (text(v.description2) && !text(v.description1) && !out.description1) out.description1 = issue('bothDescriptions');
    },
  },
  {
    kind: 'highlightedText',
    fields: [{ name: 'text', kind: 'text', max: 25, required: true }, ...dates],
    empty: () => ({ text: '' }),
    summary: (v) => text(v.text),
  },
  {
    kind: 'structuredSnippet',
    fields: [
      { name: 'header', kind: 'select', options: STRUCTURED_SNIPPET_HEADERS },
      { name: 'values', kind: 'textList', max: 25, minItems: 3, maxItems: 10 },
      ...dates,
    ],
    empty: () => ({ header: 'Types', values: ['', '', ''] }),
    summary: (v) => `${text(v.header)}: ${((v.values as string[]) ?? []).map(text).filter(Boolean).join(', ')}`,
  },
  {
    kind: 'call',
    fields: [
      { name: 'countryCode', kind: 'text', max: 2, required: true, uppercase: true },
      { name: 'phoneNumber', kind: 'text', max: 30, required: true },
      ...dates,
    ],
    empty: () => ({ countryCode: 'ES', phoneNumber: '' }),
    summary: (v) => `${text(v.countryCode)} ${text(v.phoneNumber)}`,
    check: (v, out) => {
      if (text(v.countryCode) && !/^[A-Za-z]{2}$/.test(text(v.countryCode))) out.countryCode = issue('countryCode', undefined, true);
      if (text(v.phoneNumber) && !/^[+\d][\d\s().-]{5,}$/.test(text(v.phoneNumber))) out.phoneNumber = issue('phone', undefined, true);
    },
  },
  {
    kind: 'app',
    fields: [
      { name: 'appStore', kind: 'select', options: ['GOOGLE_APP_STORE', 'APPLE_APP_STORE'] },
      { name: 'appId', kind: 'text', max: 200, required: true },
      { name: 'linkText', kind: 'text', max: 25, required: true },
      ...dates,
    ],
    empty: () => ({ appStore: 'GOOGLE_APP_STORE', appId: '', linkText: '' }),
    summary: (v) => `${text(v.linkText)} · ${text(v.appId)}`,
  },
  {
    kind: 'price',
    fields: [
      { name: 'type', kind: 'select', options: PRICE_TYPES },
      { name: 'priceQualifier', kind: 'select', options: ['FROM', 'UP_TO', 'AVERAGE'], nullable: true },
      { name: 'languageCode', kind: 'text', max: 5, required: true },
      {
        name: 'offerings', kind: 'group', minItems: 3, maxItems: 8, fields: [
          { name: 'header', kind: 'text', max: 25, required: true },
          { name: 'description', kind: 'text', max: 25, required: true },
          { name: 'price', kind: 'number', min: 0 },
          { name: 'unit', kind: 'select', options: PRICE_UNITS, nullable: true },
          { name: 'finalUrl', kind: 'url', required: true },
        ],
      },
      ...dates,
    ],
    empty: () => ({ type: 'SERVICES', priceQualifier: null, languageCode: 'es', offerings: [0, 1, 2].map(() => ({ header: '', description: '', price: 0, unit: null, finalUrl: '' })) }),
    summary: (v) => ((v.offerings as AssetValue[]) ?? []).map((o) => text(o.header)).filter(Boolean).join(', '),
    check: (v, out) => {
      ((v.offerings as AssetValue[]) ?? []).forEach((o, i) => {
        if (text(o.header) && text(o.header).toLowerCase() === text(o.description).toLowerCase()) out[`offerings.${i}.description`] = issue('sameAsHeader', undefined, true);
      });
    },
  },
  {
    kind: 'promotion',
    fields: [
      { name: 'target', kind: 'text', max: 20, required: true },
      { name: 'percentOff', kind: 'number', min: 1, max: 100, nullable: true },
      { name: 'moneyOff', kind: 'number', min: 0.01, nullable: true },
      { name: 'promotionCode', kind: 'text', max: 15 },
      { name: 'ordersOver', kind: 'number', min: 0.01, nullable: true },
      { name: 'occasion', kind: 'select', options: PROMOTION_OCCASIONS, nullable: true },
      { name: 'languageCode', kind: 'text', max: 5, required: true },
      { name: 'redemptionStartDate', kind: 'date' },
      { name: 'redemptionEndDate', kind: 'date' },
      ...dates,
    ],
    empty: () => ({ target: '', percentOff: null, moneyOff: null, promotionCode: null, ordersOver: null, occasion: null, languageCode: 'es', redemptionStartDate: null, redemptionEndDate: null }),
    summary: (v) => `${text(v.target)} · ${v.percentOff != null ? `-${v.percentOff} %` : v.moneyOff != null ? `-${v.moneyOff}` : ''}`,
    check: (v, out) => {
      const percent = v.percentOff != null;
      const money = v.moneyOff != null;
      if (percent === money && !out.percentOff) out.percentOff = issue('oneDiscount', undefined, percent && money);
      if (v.promotionCode && v.ordersOver != null && !out.promotionCode) out.promotionCode = issue('codeOrOrders', undefined, true);
    },
  },
];

export const declarationOf = (kind: AssetKind): AssetDeclaration => ASSET_DECLARATIONS.find((d) => d.kind === kind)!;
