import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';
import type { PropertyType } from '../../../../contract/customProperties';

export interface CustomPropertiesTable {
  id: Id;
  companyId: string;
  propertyName: string;
  label: string;
  type: PropertyType;
  options: ColumnType<string[], string | undefined, string>;
  position: WithDefault<number>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

declare module '../../db/schema' {
  interface Database {
    customProperties: CustomPropertiesTable;
  }
}
