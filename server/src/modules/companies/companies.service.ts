import type { z } from 'zod';
import type { columnPreferences, companyFields } from '../../../../contract/companies';
import type { Role } from '../../../../contract/roles';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { invalidField, notFound } from '../../http/errors';
import { addMember } from './members.repository';
import {
  findColumnPreferences, findCompany, insertCompany, listCompaniesOf, saveColumnPreferences, updateCompany,
  type CompanyPatch, type CompanyRow,
} from './companies.repository';
import { toCompanyDto } from './companies.presenter';

type CompanyFields = z.output<typeof companyFields>;
type CompanyInput = Partial<CompanyFields>;

/** Empty strings from forms mean "no value". */
function toColumns(input: CompanyInput): CompanyPatch {
  const patch: CompanyPatch = {};
  if (input.name !== undefined) patch.name = input.name;
  for (const key of ['website', 'phone', 'industry', 'country'] as const) {
    if (input[key] !== undefined) patch[key] = input[key] ? (key === 'country' ? input[key]!.toUpperCase() : input[key]!) : null;
  }
  if (input.currency !== undefined) patch.currency = input.currency.toUpperCase();
  if (input.timezone !== undefined) patch.timezone = input.timezone;
  return patch;
}

/** A company and its owner's membership, together or not at all (registration uses it inside its own transaction). */
export async function createCompanyFor(db: Db, ownerId: string, input: CompanyFields): Promise<CompanyRow> {
  const row = await insertCompany(db, { ...toColumns(input), name: input.name, ownerId });
  await addMember(db, row.id, ownerId, 'owner');
  return row;
}

export async function createCompany(deps: AppDeps, userId: string, input: CompanyFields) {
  const row = await deps.db.transaction().execute((trx) => createCompanyFor(trx, userId, input));
  return toCompanyDto(row, 'owner');
}

export async function listCompanies(deps: AppDeps, userId: string, page: number, limit: number) {
  const { rows, total } = await listCompaniesOf(deps.db, userId, page, limit);
  return { data: rows.map((r) => toCompanyDto(r, r.role)), total, page, limit };
}

/** The guard has already checked membership; a company deleted meanwhile is still a 404. */
export async function getCompany(deps: AppDeps, company: { id: string; role: Role }) {
  const row = await findCompany(deps.db, company.id);
  if (!row) throw notFound('Company');
  return toCompanyDto(row, company.role);
}

export async function editCompany(deps: AppDeps, company: { id: string; role: Role }, input: CompanyInput) {
  const patch = toColumns(input);
  if (Object.keys(patch).length === 0) return getCompany(deps, company);
  return toCompanyDto(await updateCompany(deps.db, company.id, patch), company.role);
}

type Preferences = z.output<typeof columnPreferences>;

export async function getColumnPreferences(deps: AppDeps, companyId: string, userId: string, tableType: string): Promise<Preferences> {
  const columns = await findColumnPreferences(deps.db, companyId, userId, tableType);
  // The app reads 404 as "nothing saved yet".
  if (!columns) throw notFound('Column preferences');
  return { companyId, tableType, columns };
}

export async function setColumnPreferences(deps: AppDeps, companyId: string, userId: string, input: Preferences): Promise<Preferences> {
  if (input.companyId !== companyId) throw invalidField('body.companyId', 'Must be the company of the path');
  const columns = await saveColumnPreferences(deps.db, companyId, userId, input.tableType, input.columns);
  return { companyId, tableType: input.tableType, columns };
}
