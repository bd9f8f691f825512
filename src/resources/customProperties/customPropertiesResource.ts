import { customPropertyCalls, PROPERTY_TYPES } from '../../../contract/customProperties';
import { defineResource, text, type FieldDef } from '../../dataProvider/defineResource';

/**
 * Custom contact properties. The API addresses a property by its name, not its id: updates send
 * the stored `propertyName` plus `newPropertyName` when renamed; deletes go through the CRM
 * client (the provider's delete only knows the id).
 */
export const customPropertiesResource = defineResource({
  name: 'customProperties',
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
        },
      }),
    },
  },
  fields: {
    propertyName: text({ required: true }),
    label: text(),
    type: { kind: 'select', required: true, choices: PROPERTY_TYPES } satisfies FieldDef,
  },
});
