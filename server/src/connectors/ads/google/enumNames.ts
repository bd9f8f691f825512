/** google-ads-api's `enums`: each a two-way table (ENABLED ↔ 2), as TypeScript numeric enums are. */
export type EnumTables = Record<string, Record<string | number, string | number>>;

/**
 * Query rows carry enums as numbers (status 2 = ENABLED; reference §11): the name the product
 * speaks, from the package's own tables. Strings (REST answers some as names) pass through.
 */
export function enumName(enums: EnumTables, table: string, value: unknown): string {
  if (typeof value === 'string') return value;
  const name = enums[table]?.[value as number];
  return typeof name === 'string' ? name : 'UNKNOWN';
}
