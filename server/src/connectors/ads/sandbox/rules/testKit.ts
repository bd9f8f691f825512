/** Helpers of the rules' tests: an account's stored resources, requests, and hand-built image bytes. */
import type { GoogleAdsError, MutateOperation } from '../../googleAds.types';
import { validateMutate, type ValidateOptions } from './index';

export const CID = '1234567890';
export const P = `customers/${CID}`;

export type Stored = Record<string, Record<string, unknown>>;

/** A stored Search campaign (budget 1, campaign 2, ad group 3) to build requests on. */
export const baseAccount = (): Stored => ({
  [`${P}/campaignBudgets/1`]: { resource_name: `${P}/campaignBudgets/1`, amount_micros: 10_000_000, period: 'DAILY', delivery_method: 'STANDARD', explicitly_shared: false },
  [`${P}/campaigns/2`]: { resource_name: `${P}/campaigns/2`, name: 'Existing', status: 'ENABLED', advertising_channel_type: 'SEARCH', campaign_budget: `${P}/campaignBudgets/1`, bidding: { target_spend: {} }, start_date: '2026-01-01' },
  [`${P}/adGroups/3`]: { resource_name: `${P}/adGroups/3`, campaign: `${P}/campaigns/2`, name: 'Group', status: 'ENABLED' },
});

export const lookup = (stored: Stored) => Object.assign((name: string) => stored[name], { all: () => Object.entries(stored) });

export const validate = (ops: MutateOperation[], stored: Stored = baseAccount(), options?: ValidateOptions) => validateMutate(CID, ops, lookup(stored), options);
export const codeOf = (e: GoogleAdsError) => Object.values(e.error_code)[0];
export const codes = (ops: MutateOperation[], stored?: Stored, options?: ValidateOptions) => validate(ops, stored, options).map(codeOf);
/** `operations[0].create.ad.responsive_search_ad.headlines[2].text` */
export const pathOf = (e: GoogleAdsError | undefined) => e?.location?.field_path_elements.map((p) => (p.index === undefined ? p.field_name : `${p.field_name}[${p.index}]`)).join('.');
export const summary = (ops: MutateOperation[], stored?: Stored, options?: ValidateOptions) => validate(ops, stored, options).map((e) => `${Object.keys(e.error_code)[0]}.${codeOf(e)} @ ${pathOf(e)}`);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A PNG signature and IHDR chunk (with its CRC) of the given size; enough to read the size. */
export function pngHeader(width: number, height: number): Buffer {
  const body = Buffer.alloc(17);
  body.write('IHDR', 0, 'ascii');
  body.writeUInt32BE(width, 4);
  body.writeUInt32BE(height, 8);
  body[12] = 8; // bit depth
  body[13] = 2; // truecolour
  const out = Buffer.alloc(8 + 4 + 17 + 4);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(out, 0);
  out.writeUInt32BE(13, 8);
  body.copy(out, 12);
  out.writeUInt32BE(crc32(body), 29);
  return out;
}

/** A JPEG's markers up to its frame header: SOI, an APP0, a DHT, then SOF0 (or SOF2, progressive). */
export function jpegHeader(width: number, height: number, sof = 0xc0): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const dht = [0xff, 0xc4, 0x00, 0x04, 0x00, 0x00];
  const sofSeg = [0xff, sof, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...dht, ...sofSeg, 0xff, 0xd9]);
}

export function gifHeader(width: number, height: number): Buffer {
  const b = Buffer.alloc(13);
  b.write('GIF89a', 0, 'ascii');
  b.writeUInt16LE(width, 6);
  b.writeUInt16LE(height, 8);
  return b;
}

/** A RIFF/WEBP file's first chunk in one of the three encodings. */
export function webpHeader(width: number, height: number, kind: 'VP8' | 'VP8L' | 'VP8X'): Buffer {
  const b = Buffer.alloc(40);
  b.write('RIFF', 0, 'ascii');
  b.writeUInt32LE(32, 4);
  b.write('WEBP', 8, 'ascii');
  if (kind === 'VP8X') {
    b.write('VP8X', 12, 'ascii');
    b.writeUInt32LE(10, 16);
    b.writeUIntLE(width - 1, 24, 3);
    b.writeUIntLE(height - 1, 27, 3);
  } else if (kind === 'VP8L') {
    b.write('VP8L', 12, 'ascii');
    b[20] = 0x2f;
    b.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 21);
  } else {
    b.write('VP8 ', 12, 'ascii');
    b[23] = 0x9d; b[24] = 0x01; b[25] = 0x2a;
    b.writeUInt16LE(width, 26);
    b.writeUInt16LE(height, 28);
  }
  return b;
}
