import type { Selectable } from 'kysely';
import type { Db } from '../../db/connection';
import type { CampaignDraftsTable, CampaignsTable } from './campaigns.tables';
import './campaigns.tables';

export type CampaignRow = Selectable<CampaignsTable>;
export type DraftRow = Selectable<CampaignDraftsTable>;

export async function insertCampaign(db: Db, values: Omit<CampaignRow, 'id' | 'createdAt'>): Promise<CampaignRow> {
  return db.insertInto('campaigns').values({ ...values, wizard: JSON.stringify(values.wizard) }).returningAll().executeTakeFirstOrThrow();
}

export async function findCampaign(db: Db, companyId: string, id: string): Promise<CampaignRow | undefined> {
  return db.selectFrom('campaigns').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
}

export async function campaignsOf(db: Db, companyId: string): Promise<CampaignRow[]> {
  return db.selectFrom('campaigns').selectAll().where('companyId', '=', companyId).orderBy('createdAt', 'desc').execute();
}

export async function countCampaigns(db: Db, companyId: string): Promise<number> {
  const row = await db.selectFrom('campaigns').select((eb) => eb.fn.countAll<string>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateCampaignRow(db: Db, id: string, patch: Partial<Pick<CampaignRow, 'landingId'>>): Promise<void> {
  await db.updateTable('campaigns').set(patch).where('id', '=', id).execute();
}

export async function draftsOf(db: Db, companyId: string): Promise<DraftRow[]> {
  return db.selectFrom('campaignDrafts').selectAll().where('companyId', '=', companyId).orderBy('updatedAt', 'desc').execute();
}

export async function saveDraft(db: Db, companyId: string, userId: string, draftId: string | undefined, values: Pick<DraftRow, 'type' | 'name' | 'step' | 'answers'>): Promise<DraftRow | undefined> {
  const row = { ...values, answers: JSON.stringify(values.answers), updatedAt: new Date() };
  if (draftId) {
    return db.updateTable('campaignDrafts').set(row).where('companyId', '=', companyId).where('id', '=', draftId).returningAll().executeTakeFirst();
  }
  return db.insertInto('campaignDrafts').values({ ...row, companyId, createdBy: userId }).returningAll().executeTakeFirstOrThrow();
}

export async function deleteDraft(db: Db, companyId: string, draftId: string): Promise<boolean> {
  const r = await db.deleteFrom('campaignDrafts').where('companyId', '=', companyId).where('id', '=', draftId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}
