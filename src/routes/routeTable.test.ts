import { describe, expect, it } from 'vitest';
import { ROUTES } from './routeTable';

const byPath = (path: string) => ROUTES.find((r) => r.path === path);

describe('route table (SPEC §2)', () => {
  it('declares each path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('marks the public routes', () => {
    expect(ROUTES.filter((r) => r.access === 'public').map((r) => r.path).sort()).toEqual(
      ['invitation', 'login', 'loginforgottenpass', 'register', 'register/freemium', 'register/freetrial', 'register/freetrial2', 'registerV2', 'registerV3', 'registerV4'].sort(),
    );
  });

  it('marks exactly the * routes as needing an ad account and manager link', () => {
    expect(ROUTES.filter((r) => r.needsAdAccount).map((r) => r.path).sort()).toEqual(
      [
        'mycampaigns', 'payment/method-payment', 'payment/subscription', 'payment/changeSubscription',
        'simple-edit/:campaignId', 'improvements', 'conversions/*', 'createad', 'thankyou',
        'modify-segmentation/:campaignId', 'edit-campaign/:campaignId',
      ].sort(),
    );
  });

  it('guards payment pages by subscription', () => {
    expect(byPath('payment/changeSubscription')?.subscription).toBe('noPlanYet');
    expect(byPath('payment/method-payment')?.subscription).toBe('paidPlan');
    expect(byPath('payment/subscription')?.subscription).toBe('paidPlan');
  });

  it('opens registerV2 only with corporateAccess=Corporations and sends signed-in users away from login', () => {
    expect(byPath('registerV2')?.requiredQuery).toEqual({ name: 'corporateAccess', value: 'Corporations' });
    expect(byPath('login')?.signedOutOnly).toBe(true);
  });

  it('keeps check and noGoogle only while a link is missing', () => {
    expect(ROUTES.filter((r) => r.onlyWhileUnlinked).map((r) => r.path).sort()).toEqual(['check', 'noGoogle']);
  });

  it('has every authenticated route of the spec', () => {
    for (const path of [
      'mainpage', 'mainpage/1', 'billing', 'statistics/:campaignId', 'contactUs', 'crm/*', 'crm/workflows',
      'crm/workflows/create', 'crm/workflows/edit/:id', 'crm/workflow-executions/:workflowId', 'crm/chatbots/*',
      'integrations', 'profile', 'forgottenpass', 'projects', 'landing-editor/:landingId', 'companies/*', 'webforms/*', 'webforms/behavior/:contactId',
      'templates', 'templates/stripo-builder', 'templates/stripo-builder/:templateId', 'chooseAccount',
    ]) {
      expect(byPath(path)?.access, path).toBe('private');
    }
  });
});
