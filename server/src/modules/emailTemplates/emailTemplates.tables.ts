import type { BuilderKind } from '../../../../contract/email/templates';
import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';

export interface EmailTemplatesTable {
  id: Id;
  companyId: string;
  name: string;
  subject: string;
  preheader: WithDefault<string>;
  message: string;
  originalHtml: WithDefault<string>;
  originalCss: WithDefault<string>;
  variables: WithDefault<string[]>;
  builder: BuilderKind;
  stripoId: string | null;
  language: 'es' | 'en';
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

/** A Stripo token this server obtained for a user, by its SHA-256 (the token itself is not kept). */
export interface EmailBuilderTokensTable {
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    emailTemplates: EmailTemplatesTable;
    emailBuilderTokens: EmailBuilderTokensTable;
  }
}
