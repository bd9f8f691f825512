import { lazy } from 'react';
import { CONVERSION_CATEGORIES, CONVERSION_TYPES, conversionCalls } from '../../../contract/campaigns/conversions';
import { boolean, date, defineResource, number, select, text } from '../../dataProvider/defineResource';

const fieldsOf = (data: Record<string, unknown>) => ({
  name: data.name,
  category: data.category || undefined,
  countingType: data.countingType || undefined,
  defaultValue: data.defaultValue === null || data.defaultValue === undefined || data.defaultValue === '' ? undefined : Number(data.defaultValue),
  alwaysUseDefaultValue: data.alwaysUseDefaultValue ?? undefined,
  includeInConversions: data.includeInConversions ?? undefined,
});

/**
 * Conversion actions of the company's ad account (SPEC's `conversions` screen): list, create and
 * edit derived from this declaration; the list page adds the closed loop (stages reported as
 * conversions), the show page the tag to copy and the offline uploads.
 */
export const conversionsResource = defineResource({
  name: 'conversions',
  path: 'conversions',
  recordRepresentation: 'name',
  endpoints: {
    list: { call: conversionCalls.getCompanyConversions, args: (r) => ({ query: { page: r.page, limit: r.perPage } }) },
    get: { call: conversionCalls.getOneCompanyConversion, args: ({ id }) => ({ params: { conversionId: id } }) },
    create: { call: conversionCalls.saveCompanyConversion, args: ({ data }) => ({ body: { ...fieldsOf(data), type: data.type || undefined } }) },
    update: { call: conversionCalls.updateCompanyConversion, args: ({ id, data }) => ({ params: { conversionId: id }, body: fieldsOf(data) }) },
    delete: { call: conversionCalls.deleteCompanyConversion, args: ({ id }) => ({ params: { conversionId: id } }) },
  },
  fields: {
    name: text({ required: true }),
    type: select(CONVERSION_TYPES, { createOnly: true }),
    category: select(CONVERSION_CATEGORIES),
    countingType: select(['ONE_PER_CLICK', 'MANY_PER_CLICK'], { list: false }),
    defaultValue: number(),
    alwaysUseDefaultValue: boolean({ list: false }),
    includeInConversions: boolean({ list: false }),
    status: select(['ENABLED', 'REMOVED', 'HIDDEN'], { readOnly: true }),
    createdAt: date({ readOnly: true }),
  },
  list: { rowClick: 'show' },
  show: true,
  views: { list: lazy(() => import('./ConversionsList')), show: lazy(() => import('./ConversionShow')) },
});
