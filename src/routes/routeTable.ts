import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SubscriptionGuard } from './subscription';

export type RouteDef = {
  /** Path under `/:lang`, react-router syntax. */
  path: string;
  /** Public pages render outside react-admin (small first load); the rest inside it, signed in. */
  access: 'public' | 'private';
  /** SPEC §2 "*": needs a linked ad account and a manager link, else → check (origin kept). */
  needsAdAccount?: boolean;
  /** check and noGoogle exist only while the ad account or the manager link is missing. */
  onlyWhileUnlinked?: boolean;
  /** login: a signed-in user goes to mainpage. */
  signedOutOnly?: boolean;
  /** registerV2: opens only when this query parameter has this value, else → login. */
  requiredQuery?: { name: string; value: string };
  subscription?: SubscriptionGuard;
  /** Code-split: each page loads only when visited. */
  page: LazyExoticComponent<ComponentType>;
};

const auth = {
  login: lazy(() => import('../custom/auth/LoginPage')),
  register: lazy(() => import('../custom/auth/RegisterPage')),
  registerV2: lazy(() => import('../custom/auth/RegisterCorporatePage')),
  registerV3: lazy(() => import('../custom/auth/RegisterShortPage')),
  registerV4: lazy(() => import('../custom/auth/RegisterPlanPage')),
  freeTrial: lazy(() => import('../custom/auth/RegisterFreeTrialPage')),
  freeTrial2: lazy(() => import('../custom/auth/RegisterFreeTrial2Page')),
  freemium: lazy(() => import('../custom/auth/RegisterFreemiumPage')),
  loginForgottenPass: lazy(() => import('../custom/auth/LoginForgottenPassPage')),
  forgottenPass: lazy(() => import('../custom/auth/ForgottenPassPage')),
};

const campaigns = {
  list: lazy(() => import('../custom/campaigns/MyCampaignsPage')),
  simpleEdit: lazy(() => import('../custom/campaigns/SimpleEditPage')),
  statistics: lazy(() => import('../custom/campaigns/StatisticsPage')),
  improvements: lazy(() => import('../custom/campaigns/ImprovementsPage')),
  conversions: lazy(() => import('../custom/campaigns/ConversionsPage')),
  createAd: lazy(() => import('../custom/campaigns/CreateAdPage')),
  segmentation: lazy(() => import('../custom/campaigns/ModifySegmentationPage')),
  edit: lazy(() => import('../custom/campaigns/EditCampaignPage')),
};

const billing = {
  methodPayment: lazy(() => import('../custom/billing/MethodPaymentPage')),
  subscription: lazy(() => import('../custom/billing/SubscriptionPage')),
  changeSubscription: lazy(() => import('../custom/billing/ChangeSubscriptionPage')),
  billing: lazy(() => import('../custom/billing/BillingPage')),
};

const pub = (path: string, page: RouteDef['page'], extra: Partial<RouteDef> = {}): RouteDef => ({ path, access: 'public', page, ...extra });
const priv = (path: string, page: RouteDef['page'], extra: Partial<RouteDef> = {}): RouteDef => ({ path, access: 'private', page, ...extra });
const linked = { needsAdAccount: true } as const;

/** Every route of SPEC §2, in one place. Guards and both routers read this table. */
export const ROUTES: readonly RouteDef[] = [
  pub('login', auth.login, { signedOutOnly: true }),
  pub('register', auth.register),
  pub('registerV2', auth.registerV2, { requiredQuery: { name: 'corporateAccess', value: 'Corporations' } }),
  pub('registerV3', auth.registerV3),
  pub('registerV4', auth.registerV4),
  pub('register/freetrial', auth.freeTrial),
  pub('register/freetrial2', auth.freeTrial2),
  pub('register/freemium', auth.freemium),
  pub('loginforgottenpass', auth.loginForgottenPass),
  pub('invitation', lazy(() => import('../custom/crm/invitation/InvitationPage'))), // collaborator invitation link (contract/collaborators.ts)

  priv('mainpage', lazy(() => import('../custom/dashboard/MainPage'))),
  priv('mainpage/1', lazy(() => import('../custom/dashboard/MainPageSimple'))),
  priv('mycampaigns', campaigns.list, linked),
  priv('payment/method-payment', billing.methodPayment, { ...linked, subscription: 'paidPlan' }),
  priv('payment/subscription', billing.subscription, { ...linked, subscription: 'paidPlan' }),
  priv('payment/changeSubscription', billing.changeSubscription, { ...linked, subscription: 'noPlanYet' }),
  priv('billing', billing.billing),
  priv('simple-edit/:campaignId', campaigns.simpleEdit, linked),
  priv('statistics/:campaignId', campaigns.statistics),
  priv('improvements', campaigns.improvements, linked),
  priv('conversions/*', campaigns.conversions, linked),
  priv('contactUs', lazy(() => import('../custom/support/ContactUsPage'))),
  priv('createad', campaigns.createAd, linked),
  priv('thankyou', lazy(() => import('../custom/support/ThankYouPage')), linked),
  priv('modify-segmentation/:campaignId', campaigns.segmentation, linked),
  priv('edit-campaign/:campaignId', campaigns.edit, linked),
  priv('crm/workflows', lazy(() => import('../resources/workflows/WorkflowListPage'))),
  priv('crm/workflows/create', lazy(() => import('../resources/workflows/WorkflowCreatePage'))),
  priv('crm/workflows/edit/:id', lazy(() => import('../resources/workflows/WorkflowEditPage'))),
  priv('crm/workflow-executions/:workflowId', lazy(() => import('../resources/workflows/WorkflowExecutionsPage'))),
  priv('crm/chatbots/*', lazy(() => import('../resources/chatbots/ChatbotsPage'))),
  priv('crm/*', lazy(() => import('../resources/contacts/CrmPage'))),
  priv('integrations', lazy(() => import('../custom/integrations/IntegrationsPage'))),
  priv('profile', lazy(() => import('../custom/account/ProfilePage'))),
  priv('forgottenpass', auth.forgottenPass),
  priv('projects', lazy(() => import('../custom/landings/ProjectsPage'))),
  priv('landing-editor/:landingId', lazy(() => import('../custom/landings/editor/LandingEditorPage'))), // editLanding's redirectUrl
  priv('companies/*', lazy(() => import('../resources/companies/CompaniesPage'))),
  priv('webforms/*', lazy(() => import('../resources/webforms/WebFormsPage'))),
  priv('webforms/behavior/:contactId', lazy(() => import('../resources/webforms/WebFormBehaviorPage'))),
  priv('templates', lazy(() => import('../custom/emailBuilder/TemplatesPage'))),
  // The email area's other tabs (issue 14 §5): bulk sends and their progress, sending domains, statistics.
  priv('templates/sends', lazy(() => import('../custom/email/sends/SendsPage'))),
  priv('templates/sends/:bulkEmailId', lazy(() => import('../custom/email/sends/SendPage'))),
  priv('templates/domains/*', lazy(() => import('../custom/email/area/SendingDomainsPage'))),
  priv('templates/suppressions/*', lazy(() => import('../custom/email/area/SuppressionsPage'))),
  priv('templates/stats', lazy(() => import('../custom/email/stats/EmailStatsPage'))),
  priv('templates/stripo-builder', lazy(() => import('../custom/emailBuilder/StripoBuilderPage'))),
  priv('templates/stripo-builder/:templateId', lazy(() => import('../custom/emailBuilder/StripoBuilderPage'))),
  priv('chooseAccount', lazy(() => import('../custom/account/ChooseAccountPage'))),
  priv('check', lazy(() => import('../custom/account/CheckPage')), { onlyWhileUnlinked: true }),
  priv('noGoogle', lazy(() => import('../custom/account/NoGooglePage')), { onlyWhileUnlinked: true }),
];

export const PUBLIC_ROUTES = ROUTES.filter((r) => r.access === 'public');
export const PRIVATE_ROUTES = ROUTES.filter((r) => r.access === 'private');
