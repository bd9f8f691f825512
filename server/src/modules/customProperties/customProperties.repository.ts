import { sql, type Selectable, type Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { PropertyType } from '../../../../contract/customProperties';
import type { CustomPropertiesTable } from './customProperties.tables';
import './customProperties.tables';

export type PropertyRow = Selectable<CustomPropertiesTable>;
type Conn = Db | Transaction<Database>;

export async function listProperties(db: Conn, companyId: string): Promise<PropertyRow[]> {
  return db.selectFrom('customProperties').selectAll().where('companyId', '=', companyId).orderBy('position').orderBy('createdAt').execute();
}

/** Property names are unique per company regardless of case. */
export async function findProperty(db: Conn, companyId: string, propertyName: string): Promise<PropertyRow | undefined> {
  return db
    .selectFrom('customProperties')
    .selectAll()
    .where('companyId', '=', companyId)
    .where((eb) => eb(eb.fn('lower', ['propertyName']), '=', propertyName.trim().toLowerCase()))
    .executeTakeFirst();
}

export async function insertProperty(
  db: Conn,
  values: { companyId: string; propertyName: string; label: string; type: PropertyType; options: string[] },
): Promise<PropertyRow> {
  return db
    .insertInto('customProperties')
    .values({
      ...values,
      options: JSON.stringify(values.options),
      position: sql<number>`(SELECT coalesce(max(position) + 1, 0) FROM custom_properties WHERE company_id = ${values.companyId})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateProperty(
  db: Conn,
  id: string,
  changes: { propertyName?: string; label?: string; options?: string[]; position?: number },
): Promise<PropertyRow> {
  return db
    .updateTable('customProperties')
    .set({
      ...(changes.propertyName !== undefined ? { propertyName: changes.propertyName } : {}),
      ...(changes.label !== undefined ? { label: changes.label } : {}),
      ...(changes.options !== undefined ? { options: JSON.stringify(changes.options) } : {}),
      ...(changes.position !== undefined ? { position: changes.position } : {}),
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteProperty(db: Conn, id: string): Promise<void> {
  await db.deleteFrom('customProperties').where('id', '=', id).execute();
}

/** Moves every contact's value from one key to another (rename). */
export async function renameValues(db: Conn, companyId: string, from: string, to: string): Promise<void> {
  await sql`
    UPDATE contacts SET custom_properties = (custom_properties - ${from}) || jsonb_build_object(${to}::text, custom_properties -> ${from})
    WHERE company_id = ${companyId} AND custom_properties ? ${from}`.execute(db);
}

export async function removeValues(db: Conn, companyId: string, name: string): Promise<void> {
  await sql`UPDATE contacts SET custom_properties = custom_properties - ${name} WHERE company_id = ${companyId} AND custom_properties ? ${name}`.execute(db);
}

/** Drops values of a choice property that are no longer among its options. */
/** Values held by contacts that are not among `options`, with how many contacts hold each (most first). */
export async function valuesOutside(db: Conn, companyId: string, name: string, options: string[], multiple: boolean): Promise<{ option: string; contacts: number }[]> {
  const result = multiple
    ? await sql<{ option: string; contacts: string }>`
      SELECT v AS option, count(DISTINCT c.id) AS contacts
      FROM contacts c, jsonb_array_elements_text(c.custom_properties -> ${name}) v
      WHERE c.company_id = ${companyId} AND jsonb_typeof(c.custom_properties -> ${name}) = 'array' AND NOT (v = ANY(${options}::text[]))
      GROUP BY v ORDER BY 2 DESC, 1`.execute(db)
    : await sql<{ option: string; contacts: string }>`
      SELECT custom_properties ->> ${name} AS option, count(*) AS contacts
      FROM contacts
      WHERE company_id = ${companyId} AND custom_properties ? ${name} AND NOT ((custom_properties ->> ${name}) = ANY(${options}::text[]))
      GROUP BY 1 ORDER BY 2 DESC, 1`.execute(db);
  return result.rows.map((r) => ({ option: r.option, contacts: Number(r.contacts) }));
}

export type PrunedValue = { contactId: string; previous: unknown; value: unknown };

/** Drops values that are no longer options; what each touched contact had and has now (for workflow events). */
export async function pruneChoiceValues(db: Conn, companyId: string, name: string, options: string[], multiple: boolean): Promise<PrunedValue[]> {
  const result = multiple
    ? await sql<PrunedValue>`
      WITH k AS (
        SELECT c2.id, c2.custom_properties -> ${name} AS before,
          (SELECT jsonb_agg(v) FROM jsonb_array_elements_text(c2.custom_properties -> ${name}) v WHERE v = ANY(${options}::text[])) AS kept
        FROM contacts c2
        WHERE c2.company_id = ${companyId} AND jsonb_typeof(c2.custom_properties -> ${name}) = 'array'
          AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(c2.custom_properties -> ${name}) v WHERE NOT (v = ANY(${options}::text[])))
        FOR UPDATE OF c2
      )
      UPDATE contacts SET custom_properties = CASE
          WHEN k.kept IS NULL THEN contacts.custom_properties - ${name}
          ELSE jsonb_set(contacts.custom_properties, ARRAY[${name}::text], k.kept) END, updated_at = now()
      FROM k
      WHERE contacts.id = k.id
      RETURNING contacts.id AS contact_id, k.before AS previous, contacts.custom_properties -> ${name} AS value`.execute(db)
    : await sql<PrunedValue>`
      WITH k AS (
        SELECT id, custom_properties -> ${name} AS before FROM contacts
        WHERE company_id = ${companyId} AND custom_properties ? ${name} AND NOT ((custom_properties ->> ${name}) = ANY(${options}::text[]))
        FOR UPDATE
      )
      UPDATE contacts SET custom_properties = contacts.custom_properties - ${name}, updated_at = now()
      FROM k
      WHERE contacts.id = k.id
      RETURNING contacts.id AS contact_id, k.before AS previous, NULL::jsonb AS value`.execute(db);
  return result.rows;
}

/** One contact's custom values (for a read-modify-write of one key). */
export async function setContactValue(db: Conn, companyId: string, contactId: string, name: string, value: unknown): Promise<Record<string, unknown> | undefined> {
  const result = value === null
    ? await sql<{ customProperties: Record<string, unknown> }>`
        UPDATE contacts SET custom_properties = custom_properties - ${name}, updated_at = now()
        WHERE id = ${contactId} AND company_id = ${companyId} RETURNING custom_properties`.execute(db)
    : await sql<{ customProperties: Record<string, unknown> }>`
        UPDATE contacts SET custom_properties = custom_properties || jsonb_build_object(${name}::text, ${JSON.stringify(value)}::jsonb), updated_at = now()
        WHERE id = ${contactId} AND company_id = ${companyId} RETURNING custom_properties`.execute(db);
  return result.rows[0]?.customProperties;
}
