import { accountCalls } from './accounts';
import { analyticsCalls } from './analytics';
import { authCalls } from './auth';
import { billingCalls } from './billing';
import { chatCalls } from './chat';
import { chatbotCalls } from './chatbots';
import { collaboratorCalls } from './collaborators';
import { commentCalls } from './comments';
import { companyCalls } from './companies';
import { contactJobCalls } from './contactJobs';
import { contactListCalls } from './contactLists';
import { contactCalls } from './contacts';
import { customPropertyCalls } from './customProperties';
import { dataProtectionCalls } from './dataProtection';
import type { CallDef } from './define';
import { fileCalls } from './files';
import { calendlyCalls, facebookCalls, gmailCalls, integrationOverviewCalls } from './integrations';
import { domainCalls, landingAiCalls, landingCalls } from './landings';
import { notificationCalls } from './notifications';
import { pipelineCalls } from './pipelines';
import { webformCalls } from './webforms';
import { sendingCalls, sendingDomainCalls, statsCalls, templateCalls } from './email';
import { assetCalls, campaignCalls, closedLoopCalls, conversionCalls, performanceCalls } from './campaigns';
import { workflowCalls } from './workflows';

/** Every area of the contract, for checks that must cover every call (OpenAPI, auth, bad input). */
export const contractAreas = [
  authCalls, accountCalls, companyCalls, dataProtectionCalls, billingCalls, collaboratorCalls, commentCalls, contactJobCalls,
  contactListCalls, contactCalls, customPropertyCalls, pipelineCalls, fileCalls, chatCalls, chatbotCalls,
  campaignCalls, assetCalls, performanceCalls, conversionCalls, closedLoopCalls, landingCalls, landingAiCalls, domainCalls, webformCalls,
  templateCalls, sendingDomainCalls, sendingCalls, statsCalls, workflowCalls, notificationCalls,
  analyticsCalls, integrationOverviewCalls, facebookCalls, calendlyCalls, gmailCalls,
] as const;

/** Every call by name (a name used twice would hide one: contract.test counts them). */
export const allCalls = Object.entries(Object.assign({}, ...contractAreas) as Record<string, CallDef>);
