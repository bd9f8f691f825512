import { landingCalls, type Landing, type LandingAsset, type LandingLanguage, type LandingStatus, type LandingSummary, type LandingTemplate } from '../../../../contract/landings';
import { facebookCalls, type CompanyPixel } from '../../../../contract/integrations';
import type { ApiClient } from '../../../dataProvider/createApiClient';

export type LandingsPage = { data: LandingSummary[]; total: number; page: number; limit: number };
/** A section block of the builder, rendered by the server as the templates are. */
export type LandingBlock = { kind: string; html: string };
/** What the builder saves: the page body and stylesheet GrapesJS exports, and its project. */
export type BuilderSave = { html: string; css: string; project: NonNullable<Landing['project']> };
export type LandingsQuery = { search?: string; status?: LandingStatus; page?: number; limit?: number };

/** The landing calls the projects screen makes, each with the current company where its contract puts it. */
export function createLandingsClient(api: ApiClient, getCompanyId: () => string | null) {
  const companyId = () => {
    const id = getCompanyId();
    if (!id) throw new Error('No company selected');
    return id;
  };
  return {
    templates: () => api.call<{ data: LandingTemplate[] }>(landingCalls.getAllBrizyTemplates),
    list: (query: LandingsQuery) =>
      api.call<LandingsPage>(landingCalls.getLandingsData, { params: { companyId: companyId() }, query: { ...query, search: query.search?.trim() || undefined } }),
    createFromTemplate: (templateId: string, language: LandingLanguage) =>
      api.call<Landing>(landingCalls.createLandingWithoutIA, { body: { companyId: companyId(), templateId, language } }),
    rename: (landingId: string, name: string) =>
      api.call<Landing>(landingCalls.updateLandingData, { params: { landingId }, body: { companyId: companyId(), newData: { name } } }),
    /** Which of the company's pixels the landing carries: null for all of them, including later ones. */
    setPixels: (landingId: string, pixelIds: string[] | null) =>
      api.call<Landing>(landingCalls.updateLandingData, { params: { landingId }, body: { companyId: companyId(), newData: { pixelIds } } }),
    /** The Meta pixels the company added on the integrations screen, the ones a landing may choose from. */
    companyPixels: () => api.call<{ data: CompanyPixel[] }>(facebookCalls.pixelsByCompany, { params: { companyId: companyId() } }),
    setSubdomain: (landingId: string, subdomain: string) =>
      api.call<Landing>(landingCalls.updateSubdomain, { body: { companyId: companyId(), landingId, subdomain } }),
    publish: (landingId: string) => api.call<Landing>(landingCalls.publishLanding, { body: { companyId: companyId(), landingId } }),
    unpublish: (landingId: string) => api.call<Landing>(landingCalls.unpublishLanding, { body: { companyId: companyId(), landingId } }),
    duplicate: (landingId: string) => api.call<Landing>(landingCalls.duplicateLanding, { body: { companyId: companyId(), landingId } }),
    get: (landingId: string) => api.call<Landing>(landingCalls.getOneLandingData, { params: { landingId }, query: { companyId: companyId() } }),
    blocks: (landingId: string) => api.call<{ data: LandingBlock[] }>(landingCalls.getLandingBlocks, { params: { landingId }, query: { companyId: companyId() } }),
    saveBuilder: (landingId: string, newData: BuilderSave) =>
      api.call<Landing>(landingCalls.updateLandingData, { params: { landingId }, body: { companyId: companyId(), newData } }),
    uploadAsset: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.call<LandingAsset>(landingCalls.uploadLandingAsset, { query: { companyId: companyId() }, body: form });
    },
    remove: (landingId: string) => api.call<{ ok: true }>(landingCalls.deleteLanding, { params: { companyId: companyId(), landingId } }),
  };
}

export type LandingsClient = ReturnType<typeof createLandingsClient>;
