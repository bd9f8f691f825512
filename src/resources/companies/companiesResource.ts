import { companyCalls } from '../../../contract/companies';
import { defineResource, text, url } from '../../dataProvider/defineResource';

/** Companies of the signed-in user: no delete call exists in the API. */
export const companiesResource = defineResource({
  name: 'companies',
  endpoints: {
    list: companyCalls.listCompanies,
    get: companyCalls.getCompany,
    create: companyCalls.createCompany,
    update: companyCalls.updateCompany,
  },
  fields: {
    name: text({ required: true }),
    website: url(),
    phone: text(),
    industry: text(),
    country: text(),
    currency: text(),
    timezone: text(),
  },
});
