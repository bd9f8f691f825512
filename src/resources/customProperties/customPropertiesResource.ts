import { lazy } from 'react';
import { customPropertyCalls, PROPERTY_TYPES } from '../../../contract/customProperties';
import { defineResource, select, tags, text } from '../../dataProvider/defineResource';
import { DeletePropertyButton } from './DeletePropertyButton';

/**
 * Custom contact properties. The list is derived; the forms are the resource's own, because the
 * API addresses a property by its name, not its id: updates send the stored `propertyName` plus
 * `newPropertyName` when renamed, the type is fixed once created, and options are typed one per
 * line only for choice types. Deletes go through the CRM client (the provider's delete only knows
 * the id), as the row's action.
 */
export const customPropertiesResource = defineResource({
  name: 'customProperties',
  path: 'crm/properties',
  menu: { group: 'crm', order: 4 },
  recordRepresentation: 'label',
  endpoints: {
    list: { call: customPropertyCalls.getCustomProperties, args: () => ({}) },
    create: {
      call: customPropertyCalls.createCustomProperty,
      args: ({ data }) => ({ body: { propertyName: data.propertyName, label: data.label || undefined, type: data.type, options: data.options ?? [] } }),
    },
    update: {
      call: customPropertyCalls.editCustomProperty,
      args: ({ data }) => ({
        body: {
          propertyName: data.propertyName,
          newPropertyName: data.newPropertyName && data.newPropertyName !== data.propertyName ? data.newPropertyName : undefined,
          label: data.label ?? undefined,
          options: data.options,
          // The user agreed, after a 409 options_in_use, to clear removed options that contacts hold.
          clearRemovedOptions: data.clearRemovedOptions === true ? true : undefined,
        },
      }),
    },
  },
  fields: {
    label: text({ required: true }),
    propertyName: text(),
    type: select(PROPERTY_TYPES, { required: true, createOnly: true }),
    options: tags(),
  },
  // The API answers every property at once, in the company's order.
  list: { paged: false, rowActions: DeletePropertyButton },
  views: {
    create: lazy(() => import('./CustomPropertyCreate')),
    edit: lazy(() => import('./CustomPropertyEdit')),
  },
});
