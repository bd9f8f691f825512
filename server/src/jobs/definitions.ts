import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { defineBillingJobs } from '../modules/billing/billing.renewals';
import { defineContactJobs } from './contactJobs.job';
import { defineLandingDomainJobs } from '../modules/landingDomains/landingDomains.recheck';
import { defineBulkEmailJobs } from '../modules/emailSending/bulk.job';
import { defineEmailDomainJobs } from '../modules/emailDomains/emailDomains.recheck';
import { defineWorkflowJobs } from '../modules/workflows/workflows.jobs';
import { defineIntegrationJobs } from '../modules/integrations/integrations.jobs';
import { defineCalendlyJobs } from '../modules/integrations/calendly/calendly.jobs';
import { defineGmailJobs } from '../modules/integrations/gmail/gmail.jobs';
import { defineClosedLoopJobs } from '../modules/closedLoop/closedLoop.jobs';
import { defineDataProtectionJobs } from '../modules/dataProtection/dataProtection.jobs';
import { defineChatJobs } from '../modules/chat/chat.webhook.jobs';

/** Registers every background queue and its worker. Add one line per area that has jobs. `log`: the server's, for jobs that log as requests do. */
export async function defineJobs(deps: AppDeps, log?: FastifyBaseLogger): Promise<void> {
  await defineBillingJobs(deps);
  await defineContactJobs(deps);
  await defineLandingDomainJobs(deps);
  await defineBulkEmailJobs(deps);
  await defineEmailDomainJobs(deps);
  await defineWorkflowJobs(deps);
  await defineIntegrationJobs(deps);
  await defineCalendlyJobs(deps);
  await defineGmailJobs(deps);
  await defineClosedLoopJobs(deps);
  await defineDataProtectionJobs(deps);
  await defineChatJobs(deps, log);
}
