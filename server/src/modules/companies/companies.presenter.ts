import type { Company } from '../../../../contract/companies';
import type { Role } from '../../../../contract/roles';
import type { CompanyRow } from './companies.repository';

export function toCompanyDto(row: CompanyRow, role: Role): Company {
  return {
    _id: row.id,
    name: row.name,
    website: row.website,
    phone: row.phone,
    industry: row.industry,
    country: row.country,
    currency: row.currency,
    timezone: row.timezone,
    ownerId: row.ownerId,
    role,
    hasAccount: row.adsAccountId !== null,
    hasMCC: row.adsAccountId !== null && row.adsManagerLinked,
    createdAt: row.createdAt.toISOString(),
    deletionScheduledFor: row.deletionScheduledFor?.toISOString() ?? null,
  };
}
