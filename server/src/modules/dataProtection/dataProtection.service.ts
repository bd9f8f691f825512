import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { ContactErasure } from '../../../../contract/dataProtection';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { notFound } from '../../http/errors';
import type { Conn } from '../contacts/contacts.repository';
import { DATA_AREAS, type Subject } from './dataProtection.areas';
import './dataProtection.tables';

const FORMAT = 'marketing-crm/contact-personal-data';

async function subjectOf(db: Conn, companyId: string, contactId: string, lock = false): Promise<Subject> {
  let query = db.selectFrom('contacts').select(['id', 'email', 'phoneKey']).where('companyId', '=', companyId).where('id', '=', contactId);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  // Another company's contact answers exactly like a missing one.
  if (!row) throw notFound('Contact');
  return { companyId, contactId, email: row.email?.trim().toLowerCase() || null, phoneKey: row.phoneKey ?? null };
}

/** Every area's rows about the contact, read in one snapshot (REPEATABLE READ, read only). */
export async function collectPersonalData(db: Db, companyId: string, contactId: string) {
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(async (tx) => {
    const subject = await subjectOf(tx, companyId, contactId);
    const areas: Record<string, unknown> = {};
    for (const area of DATA_AREAS) {
      const rows = await area.collect(tx, subject);
      areas[area.name] = area.name === 'contact' ? rows[0] ?? null : rows;
    }
    return { format: FORMAT, version: 1, exportedAt: new Date().toISOString(), companyId, contactId, areas };
  });
}

export const exportFileName = (contactId: string) => `contact-${contactId}-personal-data.json`;

export async function sendPersonalData(db: Db, companyId: string, contactId: string, reply: FastifyReply) {
  const data = await collectPersonalData(db, companyId, contactId);
  return reply
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${exportFileName(contactId)}"`)
    .header('Cache-Control', 'no-store')
    .send(JSON.stringify(data, null, 2));
}

/**
 * Erases the contact and every row about them in every area, in ONE transaction (all or nothing),
 * and writes the log entry in it too. The stored files of those rows (chat media) are deleted
 * once the transaction has committed: a rollback must not leave rows pointing at missing files.
 * A file that cannot be deleted then (the store down) is logged for the operator; the rows that
 * named it are gone, so nothing in the product leads to it any more.
 */
export async function eraseContact(deps: AppDeps, companyId: string, contactId: string, userId: string, log?: FastifyBaseLogger): Promise<ContactErasure> {
  const { id, files } = await deps.db.transaction().execute(async (tx) => {
    const subject = await subjectOf(tx, companyId, contactId, true);
    for (const area of DATA_AREAS) await area.prepare?.(tx, subject);
    const files: string[] = [];
    for (const area of DATA_AREAS) if (area.files) files.push(...(await area.files(tx, subject)));
    const counts: Record<string, number> = {};
    for (const area of [...DATA_AREAS].reverse()) counts[area.name] = await area.erase(tx, subject);
    const entry = await tx.insertInto('contactErasures')
      .values({ companyId, contactId, requestedBy: userId, counts: JSON.stringify(counts), files: files.length })
      .returning('id').executeTakeFirstOrThrow();
    return { id: entry.id, files };
  });
  let failed = 0;
  for (const key of files) {
    try {
      await deps.blobs.delete(key);
    } catch (err) {
      failed += 1;
      log?.error({ err, erasure: id }, 'A stored file of an erased contact could not be deleted');
    }
  }
  if (failed) await deps.db.updateTable('contactErasures').set({ files: files.length - failed }).where('id', '=', id).execute();
  return (await listErasures(deps.db, companyId, { id }))[0]!;
}

function toErasure(r: { id: string; companyId: string; contactId: string; requestedBy: string | null; requesterName: string | null; counts: Record<string, number>; files: number; createdAt: Date }): ContactErasure {
  return {
    _id: r.id,
    companyId: r.companyId,
    contactId: r.contactId,
    requestedBy: r.requestedBy ? { _id: r.requestedBy, name: r.requesterName ?? '' } : null,
    counts: r.counts,
    rows: Object.values(r.counts).reduce((a, b) => a + b, 0),
    files: r.files,
    createdAt: r.createdAt.toISOString(),
  };
}

async function listErasures(db: Db, companyId: string, opts: { id?: string; page?: number; limit?: number } = {}) {
  let query = db.selectFrom('contactErasures as e').leftJoin('users as u', 'u.id', 'e.requestedBy')
    .select(['e.id', 'e.companyId', 'e.contactId', 'e.requestedBy', 'e.counts', 'e.files', 'e.createdAt'])
    .select((eb) => eb.fn<string>('trim', [eb.fn<string>('concat_ws', [eb.val(' '), 'u.name', 'u.surname'])]).as('requesterName'))
    .where('e.companyId', '=', companyId);
  if (opts.id) query = query.where('e.id', '=', opts.id);
  const limit = opts.limit ?? 100;
  const rows = await query.orderBy('e.createdAt', 'desc').orderBy('e.id', 'desc').limit(limit).offset(((opts.page ?? 1) - 1) * limit).execute();
  return rows.map(toErasure);
}

export async function pageErasures(db: Db, companyId: string, page: number, limit: number) {
  const [data, count] = await Promise.all([
    listErasures(db, companyId, { page, limit }),
    db.selectFrom('contactErasures').select((eb) => eb.fn.countAll<number>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow(),
  ]);
  return { data, total: Number(count.n), page, limit };
}
