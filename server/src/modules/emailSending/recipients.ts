import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { RecipientSelector } from '../../../../contract/email';
import { invalidField } from '../../http/errors';
import { contactWhere, type ContactScope } from '../contacts/contacts.filters';
import { requireList, requirePipeline, requireStage } from '../contacts/contacts.service';
import { loadPropertyDefs } from '../customProperties/customProperties.service';
import { suppressionHashSql, type Conn } from './emailSending.repository';

/** The selector as the contacts module's scope: its filter code decides who matches. */
export function scopeOf(companyId: string, selector: RecipientSelector): ContactScope {
  switch (selector.type) {
    case 'list': return { companyId, contactListId: selector.listId };
    case 'stage': return { companyId, pipelineId: selector.pipelineId, pipelineStageId: selector.stageId };
    case 'contacts': return { companyId, contactIds: selector.contactIds };
    case 'filter': return { companyId, searchTerm: selector.searchTerm, filters: selector.filters, collaborators: selector.filterByCollaborators };
  }
}

/**
 * Checks the selector names things of the company (404 otherwise; a bad filter is a 400) and
 * returns how it reads in lists. Runs before anything is stored.
 */
export async function checkSelector(db: Db, companyId: string, selector: RecipientSelector): Promise<{ label: string; where: RawBuilder<boolean> }> {
  let label: string;
  switch (selector.type) {
    case 'list':
      label = (await requireList(db, companyId, selector.listId)).name;
      break;
    case 'stage': {
      const pipeline = await requirePipeline(db, companyId, selector.pipelineId);
      const stage = await requireStage(db, companyId, selector.stageId);
      if (stage.pipelineId !== pipeline.id) throw invalidField('body.recipients.stageId', 'The stage is not in that pipeline');
      label = `${pipeline.name} › ${stage.name}`;
      break;
    }
    case 'contacts':
      label = `${selector.contactIds.length} ${selector.contactIds.length === 1 ? 'contact' : 'contacts'}`;
      break;
    case 'filter': {
      const parts = [
        ...(selector.searchTerm?.trim() ? [`"${selector.searchTerm.trim()}"`] : []),
        ...(selector.filters ?? []).filter((f) => String(f.filterValue).trim()).map((f) => `${f.filterField}: ${f.filterValue}`),
      ];
      label = parts.length ? `Filter: ${parts.join(', ')}`.slice(0, 300) : 'All contacts';
      break;
    }
  }
  const where = contactWhere(scopeOf(companyId, selector), await loadPropertyDefs(db, companyId));
  return { label, where };
}

/**
 * The matched contacts, each with its lower-cased address, its rank among contacts sharing that
 * address (oldest first: 1 is the one mailed) and whether the address is suppressed.
 */
const ranked = (companyId: string, where: RawBuilder<boolean>) => sql`
  WITH matched AS (
    SELECT c.id, nullif(trim(c.email), '') AS email, lower(nullif(trim(c.email), '')) AS addr, c.created_at
    FROM contacts c WHERE ${where}
  )
  SELECT m.id, m.email, m.addr,
    row_number() OVER (PARTITION BY m.addr ORDER BY m.created_at, m.id) AS rank,
    row_number() OVER (ORDER BY m.created_at, m.id) AS position,
    m.addr IS NOT NULL AND EXISTS (SELECT 1 FROM email_suppressions s WHERE s.company_id = ${companyId} AND s.email IN (m.addr, ${suppressionHashSql(sql`m.addr`)})) AS suppressed
  FROM matched m`;

export type RecipientCount = { total: number; sendable: number; withoutEmail: number; suppressed: number; duplicates: number };

export async function countRecipients(db: Db, companyId: string, where: RawBuilder<boolean>): Promise<RecipientCount> {
  const { rows } = await sql<Record<keyof RecipientCount, string>>`
    SELECT count(*) AS total,
      count(*) FILTER (WHERE r.addr IS NULL) AS without_email,
      count(*) FILTER (WHERE r.addr IS NOT NULL AND r.rank > 1) AS duplicates,
      count(*) FILTER (WHERE r.addr IS NOT NULL AND r.rank = 1 AND r.suppressed) AS suppressed,
      count(*) FILTER (WHERE r.addr IS NOT NULL AND r.rank = 1 AND NOT r.suppressed) AS sendable
    FROM (${ranked(companyId, where)}) r`.execute(db);
  const row = rows[0];
  return { total: Number(row.total), sendable: Number(row.sendable), withoutEmail: Number(row.withoutEmail), suppressed: Number(row.suppressed), duplicates: Number(row.duplicates) };
}

/**
 * Writes a bulk send's recipients once, when its job first runs: one row per matched contact,
 * `pending` or `skipped` with the reason. Returns the number of rows and of skipped ones.
 */
export async function resolveRecipients(db: Conn, bulkEmailId: string, companyId: string, where: RawBuilder<boolean>): Promise<{ total: number; skipped: number }> {
  const { rows } = await sql<{ total: string; skipped: string }>`
    WITH inserted AS (
      INSERT INTO bulk_email_recipients (bulk_email_id, position, contact_id, email, state, skip_reason)
      SELECT ${bulkEmailId}, r.position, r.id, r.email,
        CASE WHEN r.addr IS NULL OR r.rank > 1 OR r.suppressed THEN 'skipped' ELSE 'pending' END,
        CASE WHEN r.addr IS NULL THEN 'no_email' WHEN r.rank > 1 THEN 'duplicate' WHEN r.suppressed THEN 'suppressed' END
      FROM (${ranked(companyId, where)}) r
      RETURNING state
    )
    SELECT count(*) AS total, count(*) FILTER (WHERE state = 'skipped') AS skipped FROM inserted`.execute(db);
  return { total: Number(rows[0].total), skipped: Number(rows[0].skipped) };
}
