import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes';
import { authRoutes } from './auth/auth.routes';
import { usersRoutes } from './users/users.routes';
import { companiesRoutes } from './companies/companies.routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { outboxRoutes } from '../connectors/mail/outbox.routes';
import { billingRoutes } from './billing/billing.routes';
import { contactRoutes } from './contacts/contacts.routes';
import { contactListRoutes } from './contactLists/contactLists.routes';
import { pipelineRoutes } from './pipelines/pipelines.routes';
import { customPropertyRoutes } from './customProperties/customProperties.routes';
import { commentRoutes } from './comments/comments.routes';
import { collaboratorRoutes } from './collaborators/collaborators.routes';
import { contactJobRoutes } from './contactJobs/contactJobs.routes';
import { fileRoutes } from './files/files.routes';
import { chatRoutes } from './chat/chat.routes';
import { chatSandboxRoutes } from './chat/chat.sandboxPhone.routes';
import { campaignRoutes } from './campaigns/campaigns.routes';
import { landingRoutes } from './landings/landings.routes';
import { landingAiRoutes } from './landingAi/landingAi.routes';
import { webformRoutes } from './webforms/webforms.routes';
import { landingDomainRoutes } from './landingDomains/landingDomains.routes';

/** Every area's routes, registered under /api. Add one line per module. */
export async function registerModules(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(usersRoutes);
  await api.register(companiesRoutes);
  await api.register(accountsRoutes);
  await api.register(outboxRoutes);
  await api.register(billingRoutes);
  await api.register(contactRoutes);
  await api.register(contactListRoutes);
  await api.register(pipelineRoutes);
  await api.register(customPropertyRoutes);
  await api.register(commentRoutes);
  await api.register(collaboratorRoutes);
  await api.register(contactJobRoutes);
  await api.register(fileRoutes);
  await api.register(chatRoutes);
  await api.register(chatSandboxRoutes);
  await api.register(campaignRoutes);
  await api.register(landingRoutes);
  await api.register(landingAiRoutes);
  await api.register(webformRoutes);
  await api.register(landingDomainRoutes);
}
