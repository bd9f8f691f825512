import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connection';
import type { EmailTemplatesTable } from './emailTemplates.tables';
import './emailTemplates.tables';

export type TemplateRow = Selectable<EmailTemplatesTable>;
export type TemplateInsert = Omit<Insertable<EmailTemplatesTable>, 'id' | 'createdAt' | 'updatedAt'>;
export type TemplateChanges = Omit<Updateable<EmailTemplatesTable>, 'id' | 'companyId' | 'createdAt' | 'createdBy'>;

/** Columns of a list row: everything but the (large) content. */
const SUMMARY = ['id', 'companyId', 'name', 'subject', 'preheader', 'variables', 'builder', 'stripoId', 'language', 'createdAt', 'updatedAt', 'updatedBy'] as const;
export type TemplateSummaryRow = Pick<TemplateRow, (typeof SUMMARY)[number]>;

/** The most a company's list answers at once (the call has no paging; a company has far fewer). */
export const LIST_CAP = 1000;

export async function insertTemplate(db: Db, values: TemplateInsert): Promise<TemplateRow> {
  return db.insertInto('emailTemplates').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Every lookup names the company: another company's id is simply not found. */
export async function findTemplate(db: Db, companyId: string, id: string): Promise<TemplateRow | undefined> {
  return db.selectFrom('emailTemplates').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
}

export async function listTemplates(db: Db, companyId: string, search?: string): Promise<{ rows: TemplateSummaryRow[]; total: number }> {
  let q = db.selectFrom('emailTemplates').where('companyId', '=', companyId);
  if (search) {
    const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('subject', 'ilike', like)]));
  }
  const [rows, count] = await Promise.all([
    q.select([...SUMMARY]).orderBy('updatedAt', 'desc').orderBy('id').limit(LIST_CAP).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export async function updateTemplate(db: Db, companyId: string, id: string, changes: TemplateChanges): Promise<TemplateRow | undefined> {
  return db.updateTable('emailTemplates').set({ ...changes, updatedAt: new Date() })
    .where('companyId', '=', companyId).where('id', '=', id).returningAll().executeTakeFirst();
}

export async function deleteTemplate(db: Db, companyId: string, id: string): Promise<boolean> {
  const row = await db.deleteFrom('emailTemplates').where('companyId', '=', companyId).where('id', '=', id).returning('id').executeTakeFirst();
  return Boolean(row);
}
