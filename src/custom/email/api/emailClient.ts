import {
  sendingCalls, sendingDomainCalls, statsCalls, templateCalls,
  type BulkEmail, type EmailStats, type EmailTemplate, type EmailTemplateSummary, type GalleryTemplate, type RecipientSelector, type SendingDomain,
} from '../../../../contract/email';
import type { z } from 'zod';
import { contactCalls, type Contact } from '../../../../contract/contacts';
import type { CallDef } from '../../../../contract/define';
import type { ApiClient, CallArgs } from '../../../dataProvider/createApiClient';

type Language = 'es' | 'en';

/** A call made with the builder token (useBuilderToken's `call`: the header, one retry with a new token). */
export type BuilderCall = <T>(def: CallDef, args?: CallArgs) => Promise<T>;

export type RecipientCount = z.infer<typeof sendingCalls.countRecipients.response>;
export type EmailStatsBasic = z.infer<typeof statsCalls.emailStatsBasic.response>;
export type EmailStatsByTag = z.infer<typeof statsCalls.emailStatsByTag.response>;
export type { EmailStats };
/** What a send carries besides the company (the sendBulkEmail body). */
export type BulkSend = {
  from: { email: string; name?: string };
  recipients: RecipientSelector;
  templateId: string;
  subject: string;
  replyTo?: string;
  tags: string[];
  sendAt?: string;
};
export type StatsQuery = { from: string; to: string; tag?: string; timeZone?: string };

/**
 * The email calls the email screens make, each with the current company where its contract puts
 * it. Calls that need the builder token (the gallery, creating a template) go through `builderCall`.
 */
export function createEmailClient(api: ApiClient, getCompanyId: () => string | null) {
  const companyId = () => {
    const id = getCompanyId();
    if (!id) throw new Error('No company selected');
    return id;
  };
  return {
    gallery: (language: Language, builderCall: BuilderCall) =>
      builderCall<{ total: number; data: GalleryTemplate[] }>(templateCalls.listGalleryTemplates, { query: { language, type: 'BASIC', limit: 50 } }),
    templates: (q: string) =>
      api.call<{ data: EmailTemplateSummary[]; total: number }>(templateCalls.listEmailTemplates, { query: { companyId: companyId(), q: q.trim() || undefined } }),
    template: (templateId: string) => api.call<EmailTemplate>(templateCalls.getEmailTemplate, { params: { templateId }, query: { companyId: companyId() } }),
    /** A copy of a saved template under a new name (creation needs the builder token). */
    duplicate: async (templateId: string, name: string, builderCall: BuilderCall) => {
      const source = await api.call<EmailTemplate>(templateCalls.getEmailTemplate, { params: { templateId }, query: { companyId: companyId() } });
      return builderCall<EmailTemplate>(templateCalls.createEmailTemplate, {
        body: {
          companyId: companyId(), name, subject: source.subject, preheader: source.preheader, message: source.message, originalHtml: source.originalHtml,
          originalCss: source.originalCss, variables: source.variables, builder: source.builder, stripoId: source.stripoId, language: source.language,
        },
      });
    },
    removeTemplate: (templateId: string) => api.call<{ ok: true }>(templateCalls.deleteEmailTemplate, { params: { templateId }, query: { companyId: companyId() } }),
    senderDomains: () => api.call<{ data: SendingDomain[] }>(sendingDomainCalls.domainByCompany, { params: { companyId: companyId() } }),
    /** Contacts found by name, email or phone, for choosing recipients one by one. */
    searchContacts: (searchTerm: string) =>
      api.call<{ data: Contact[]; total: number }>(contactCalls.contactsByFilter, {
        query: { page: 1, limit: 20 }, body: { companyId: companyId(), searchTerm: searchTerm.trim() || null, filters: null, filterByCollaborators: null },
      }),
    countRecipients: (recipients: RecipientSelector, signal?: AbortSignal) =>
      api.call<RecipientCount>(sendingCalls.countRecipients, { body: { companyId: companyId(), recipients }, signal }),
    /** A test of the message to one address: marked [Test], not counted in statistics. */
    sendTest: (send: Omit<BulkSend, 'recipients' | 'sendAt'>, to: string) =>
      api.call<{ messageId: string; status: 'sent' | 'suppressed' }>(sendingCalls.sendEmail, {
        body: { companyId: companyId(), from: send.from, to: { email: to }, templateId: send.templateId, subject: send.subject, replyTo: send.replyTo, tags: send.tags, test: true },
      }),
    sendBulk: (send: BulkSend) => api.call<BulkEmail>(sendingCalls.sendBulkEmail, { body: { companyId: companyId(), ...send } }),
    sends: (page: number, limit: number) => api.call<{ data: BulkEmail[]; total: number }>(sendingCalls.listBulkEmails, { query: { companyId: companyId(), page, limit } }),
    send: (bulkEmailId: string) => api.call<BulkEmail>(sendingCalls.getBulkEmail, { params: { bulkEmailId }, query: { companyId: companyId() } }),
    cancelSend: (bulkEmailId: string) => api.call<BulkEmail>(sendingCalls.cancelBulkEmail, { params: { bulkEmailId }, body: { companyId: companyId() } }),
    statsBasic: (query: StatsQuery) => api.call<EmailStatsBasic>(statsCalls.emailStatsBasic, { query: { companyId: companyId(), ...query } }),
    statsByTag: (query: Omit<StatsQuery, 'tag'>) => api.call<EmailStatsByTag>(statsCalls.emailStatsByTag, { query: { companyId: companyId(), ...query } }),
  };
}

export type EmailClient = ReturnType<typeof createEmailClient>;
