import type { ColumnType, Generated } from 'kysely';

/**
 * The database as kysely sees it (camelCase, via CamelCasePlugin). Each module adds its own
 * tables by augmenting this interface from its `<area>.tables.ts`, so modules never edit a
 * shared file:  declare module '../../db/schema' { interface Database { contacts: ContactsTable } }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database {}

export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, T | string, T | string>;
export type Id = Generated<string>;
/** A column the database fills when the insert leaves it out. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
