import type { Db } from '../../db/connection';
import { CONTACT_EMAIL_EVENT_TYPES, type ContactEmailEvent } from '../../../../contract/email';
import './emailSending.tables';

/**
 * A contact's email events for its timeline (webforms' getOneBehavior): sends, opens, clicks,
 * bounces, unsubscribes and complaints of the company's messages to it, newest first. Test sends
 * and `delivered` are left out.
 */
export async function contactEmailEvents(db: Db, companyId: string, contactId: string, limit = 500): Promise<ContactEmailEvent[]> {
  const rows = await db.selectFrom('emailEvents as e').innerJoin('emailMessages as m', 'm.id', 'e.messageId')
    .select(['e.id', 'e.type', 'e.createdAt', 'e.url', 'm.id as messageId', 'm.subject', 'm.bulkEmailId'])
    .where('e.companyId', '=', companyId).where('e.contactId', '=', contactId).where('m.test', '=', false)
    .where('e.type', 'in', [...CONTACT_EMAIL_EVENT_TYPES])
    .orderBy('e.createdAt', 'desc').orderBy('e.id', 'desc').limit(limit).execute();
  return rows.map((r) => ({
    _id: r.id, type: r.type as ContactEmailEvent['type'], at: r.createdAt.toISOString(), messageId: r.messageId, subject: r.subject,
    bulkEmailId: r.bulkEmailId, url: r.url,
  }));
}
