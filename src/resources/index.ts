import { chatbotsResource } from './chatbots/chatbotsResource';
import { chatTagsResource } from './chatTags/chatTagsResource';
import { chatTemplatesResource } from './chatTemplates/chatTemplatesResource';
import { companiesResource } from './companies/companiesResource';
import { collaboratorsResource } from './collaborators/collaboratorsResource';
import { contactErasuresResource } from './contactErasures/contactErasuresResource';
import { contactListsResource } from './contactLists/contactListsResource';
import { contactsResource } from './contacts/contactsResource';
import { conversionsResource } from './conversions/conversionsResource';
import { customPropertiesResource } from './customProperties/customPropertiesResource';
import { pipelinesResource } from './pipelines/pipelinesResource';
import { sendingDomainsResource } from './sendingDomains/sendingDomainsResource';
import { emailSuppressionsResource } from './emailSuppressions/emailSuppressionsResource';
import { webformFormsResource, webformsResource } from './webforms/webformsResource';
import { workflowsResource } from './workflows/workflowsResource';

/** Every declared resource; the dataProvider is derived from this list. Add one line per resource. */
export const RESOURCES = [
  companiesResource,
  contactsResource,
  contactListsResource,
  pipelinesResource,
  customPropertiesResource,
  collaboratorsResource,
  chatTemplatesResource,
  chatTagsResource,
  chatbotsResource,
  conversionsResource,
  webformsResource,
  webformFormsResource,
  sendingDomainsResource,
  emailSuppressionsResource,
  workflowsResource,
  contactErasuresResource,
] as const;
