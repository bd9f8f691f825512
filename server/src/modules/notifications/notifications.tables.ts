import type { CreatedAt, Id } from '../../db/schema';

export interface NotificationsTable {
  id: Id;
  companyId: string;
  userId: string;
  title: string;
  body: string;
  link: string | null;
  sourceKey: string | null;
  readAt: Date | null;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    notifications: NotificationsTable;
  }
}
