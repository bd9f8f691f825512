import type { IntegrationKind, INTEGRATION_EVENT_TYPES, CONNECTION_STATUSES } from '../../../../contract/integrations';
import type { CreatedAt, Id, Json, UpdatedAt, WithDefault } from '../../db/schema';
import '../contacts/contacts.tables';

export type StoredError = { code: string; message: string; at: string };
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];
export type IntegrationEventType = (typeof INTEGRATION_EVENT_TYPES)[number];

/** Migration 0700. */
export interface IntegrationConnectionsTable {
  id: Id;
  companyId: string;
  kind: IntegrationKind;
  userId: string | null;
  provider: string;
  status: ConnectionStatus;
  accountName: WithDefault<string>;
  accountEmail: string | null;
  externalId: string | null;
  scopes: WithDefault<string[]>;
  accessTokenSealed: string | null;
  refreshTokenSealed: string | null;
  expiresAt: Date | null;
  connectedBy: string | null;
  connectedAt: Date | null;
  lastEventAt: Date | null;
  error: Json<StoredError> | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface IntegrationConsentSessionsTable {
  id: Id;
  tokenHash: string;
  companyId: string;
  kind: IntegrationKind;
  userId: string;
  lang: WithDefault<string>;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
}

export interface IntegrationEventsTable {
  id: Id;
  companyId: string;
  kind: IntegrationKind;
  connectionId: string | null;
  type: IntegrationEventType;
  summary: WithDefault<string>;
  contactId: string | null;
  error: Json<StoredError> | null;
  data: Json<Record<string, unknown>> | null;
  externalKey: string | null;
  createdAt: CreatedAt;
}

export interface FacebookPagesTable {
  id: Id;
  companyId: string;
  connectionId: string;
  pageId: string;
  name: string;
  category: WithDefault<string>;
  tasks: WithDefault<string[]>;
  pageTokenSealed: string | null;
  leadsSubscribed: WithDefault<boolean>;
  createdAt: CreatedAt;
}

export interface CompanyPixelsTable {
  id: Id;
  companyId: string;
  connectionId: string;
  pixelId: string;
  pixelName: string;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    integrationConnections: IntegrationConnectionsTable;
    integrationConsentSessions: IntegrationConsentSessionsTable;
    integrationEvents: IntegrationEventsTable;
    facebookPages: FacebookPagesTable;
    companyPixels: CompanyPixelsTable;
  }
}
