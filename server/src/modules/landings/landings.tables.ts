import type { LandingContent, LandingStatus } from '../../../../contract/landings';
import type { CreatedAt, Id, Json, UpdatedAt, WithDefault } from '../../db/schema';

export interface LandingsTable {
  id: Id;
  companyId: string;
  name: string;
  templateId: string;
  language: 'es' | 'en';
  status: WithDefault<LandingStatus>;
  subdomain: string | null;
  content: Json<LandingContent>;
  html: string;
  css: string;
  project: Json<Record<string, unknown>> | null;
  createdBy: string | null;
  publishedAt: Date | null;
  /** Migration 0850: the company's Meta pixels it carries once published; null is all of them (landings.pixels.ts). */
  pixelIds: string[] | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A published landing's static page (migration 0501). */
export interface LandingPublicationsTable {
  landingId: string;
  document: string;
  etag: string;
  gzip: Buffer;
  br: Buffer;
  publishedAt: Date;
  /** Migration 0810: the Meta pixels placed in `document` (landings.pixels.ts). */
  pixelIds: WithDefault<string[]>;
}

declare module '../../db/schema' {
  interface Database {
    landings: LandingsTable;
    landingPublications: LandingPublicationsTable;
  }
}
