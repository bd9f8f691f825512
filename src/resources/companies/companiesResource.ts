import { lazy } from 'react';
import { companyCalls } from '../../../contract/companies';
import { ROLES } from '../../../contract/roles';
import { boolean, country, currency, defineResource, phone, select, text, timeZone, url } from '../../dataProvider/defineResource';
import { CompanyRoleCell } from './CompanyRoleCell';
import { SwitchCompanyButton } from './SwitchCompanyButton';

/**
 * Companies of the signed-in user, every screen derived (`companies/*` in the route table mounts
 * them) but the edit view, which adds deleting the company (after a grace period, owner only:
 * not react-admin's immediate delete). `current` is not stored: its cell says whether the row is
 * the session's company or makes it so.
 */
export const companiesResource = defineResource({
  name: 'companies',
  path: 'companies',
  recordRepresentation: 'name',
  endpoints: {
    list: companyCalls.listCompanies,
    get: companyCalls.getCompany,
    create: companyCalls.createCompany,
    update: companyCalls.updateCompany,
  },
  fields: {
    name: text({ required: true, list: { sortable: true } }),
    website: url({ list: false }),
    phone: phone({ list: false }),
    industry: text(),
    country: country(),
    currency: currency(),
    timezone: timeZone({ list: false }),
    role: select(ROLES, { readOnly: true, cell: CompanyRoleCell }),
    current: boolean({ readOnly: true, cell: SwitchCompanyButton }),
  },
  list: { sort: { field: 'name', order: 'ASC' } },
  views: { edit: lazy(() => import('./CompanyEdit')) },
});
