import { z } from 'zod';
import { defineCall } from './define';
import { id } from './common';

const MB = 1024 * 1024;
const RASTER_IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * What each use of stored files accepts: the types (decided from the bytes by the server, never
 * from the name or the type a browser sends; SVG is in none, as it can carry script), the size,
 * and the role permission that reads or writes them. The area is also the key's folder:
 * `companies/<companyId>/<area>/<fileId>`. `upload: false` areas are written by the server only.
 */
export const FILE_POLICIES = {
  chatMedia: {
    types: [...RASTER_IMAGES, 'video/mp4', 'audio/mp4', 'audio/ogg', 'audio/mpeg', 'application/pdf'],
    maxBytes: 16 * MB, read: 'chat:read', write: 'chat:write', upload: true,
  },
  /** The builder's images (5 MB) and videos (50 MB), served on published landings at /_lp/a/. */
  landingAsset: {
    types: [...RASTER_IMAGES, 'video/mp4', 'video/webm'], maxBytes: 50 * MB, read: 'landings:read', write: 'landings:write', upload: true,
    maxBytesByType: Object.fromEntries(RASTER_IMAGES.map((t) => [t, 5 * MB])),
  },
  /** Performance Max images: the formats and size the ad platform takes (reference/google-ads.md §4). */
  adImage: { types: ['image/png', 'image/jpeg', 'image/gif'], maxBytes: 5120 * 1024, read: 'campaigns:read', write: 'campaigns:write', upload: true },
  emailImage: { types: RASTER_IMAGES, maxBytes: 5 * MB, read: 'campaigns:read', write: 'campaigns:write', upload: true },
  export: { types: ['text/csv', 'application/zip'], maxBytes: 500 * MB, read: 'contacts:export', write: 'contacts:export', upload: false },
  invoice: { types: ['application/pdf'], maxBytes: 10 * MB, read: 'billing:read', write: 'billing:write', upload: false },
} as const satisfies Record<string, { types: readonly string[]; maxBytes: number; maxBytesByType?: Record<string, number>; read: string; write: string; upload: boolean }>;

export type FileArea = keyof typeof FILE_POLICIES;
export type FilePolicy = (typeof FILE_POLICIES)[FileArea];
export const FILE_AREAS = Object.keys(FILE_POLICIES) as FileArea[];
export const UPLOAD_AREAS = FILE_AREAS.filter((a) => FILE_POLICIES[a].upload);

export const storedFile = z.object({
  fileId: z.string(),
  area: z.enum(FILE_AREAS),
  contentType: z.string(),
  size: z.number(),
  fileName: z.string().nullable(),
  /** Path under /api to GET the file (with the token). */
  url: z.string(),
});
export type StoredFile = z.infer<typeof storedFile>;

const fileParams = z.object({ companyId: id, area: z.enum(FILE_AREAS), fileId: id });

export const fileCalls = {
  uploadFile: defineCall({
    method: 'POST', path: '/files/:companyId/:area',
    summary: 'Stores one file (multipart `file`) for a use of the company: type sniffed from the bytes (415 when the use does not take it), size capped per use (413); nothing is kept when refused',
    params: z.object({ companyId: id, area: z.enum(UPLOAD_AREAS as [FileArea, ...FileArea[]]) }), multipart: true,
    company: { in: 'params', key: 'companyId' }, response: storedFile,
  }),
  downloadFile: defineCall({
    method: 'GET', path: '/files/:companyId/:area/:fileId',
    summary: 'A stored file, streamed with its type, length and ETag (304 on If-None-Match); attachment unless an image',
    params: fileParams, company: { in: 'params', key: 'companyId' },
  }),
  deleteFile: defineCall({
    method: 'DELETE', path: '/files/:companyId/:area/:fileId', summary: 'Deletes a stored file',
    params: fileParams, company: { in: 'params', key: 'companyId' },
  }),
} as const;
