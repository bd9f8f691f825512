import type { CreatedAt, Id, WithDefault } from '../../db/schema';
import type { Role } from '../../../../contract/roles';

export interface CollaboratorInvitationsTable {
  id: Id;
  companyId: string;
  email: string;
  name: WithDefault<string>;
  surname: WithDefault<string>;
  role: Role;
  waAppId: string | null;
  tokenHash: string;
  invitedBy: string | null;
  createdAt: CreatedAt;
  expiresAt: Date;
  acceptedAt: Date | null;
  acceptedUserId: string | null;
}

export interface CollaboratorSettingsTable {
  companyId: string;
  userId: string;
  waAppId: string | null;
}

declare module '../../db/schema' {
  interface Database {
    collaboratorInvitations: CollaboratorInvitationsTable;
    collaboratorSettings: CollaboratorSettingsTable;
  }
}
