import { collaboratorCalls, type Collaborator } from '../../../../contract/collaborators';
import { commentCalls, type Comment } from '../../../../contract/comments';
import { companyCalls } from '../../../../contract/companies';
import { contactCalls, type Contact, type ContactQuery } from '../../../../contract/contacts';
import { contactJobCalls, type CsvPreview, type ExportStatus, type ImportStatus } from '../../../../contract/contactJobs';
import { contactListCalls, type ContactList } from '../../../../contract/contactLists';
import { customPropertyCalls, type CustomProperty } from '../../../../contract/customProperties';
import { pipelineCalls, type Pipeline, type PipelineStage } from '../../../../contract/pipelines';
import type { ValueLocale } from '../../../../contract/valueLocale';
import type { ApiClient } from '../../../dataProvider/createApiClient';
import { isApiError } from '../../../dataProvider/ApiError';

export type Page<T> = { data: T[]; total: number; page: number; limit: number };
export type SavedColumn = { field: string; visible: boolean; width?: number };
export type DuplicateMode = 'update' | 'skip';
export type ExportScope = ContactQuery & { contactIds?: string[] | null; contactListId?: string | null };

/**
 * The CRM calls that are not a resource's plain CRUD (the dataProvider covers those): bulk
 * actions, stages, comments, jobs and column preferences. Each method puts the current company
 * where its contract says, so views never build a request by hand.
 */
export function createCrmClient(api: ApiClient, getCompanyId: () => string | null) {
  const companyId = () => {
    const id = getCompanyId();
    if (!id) throw new Error('No company selected');
    return id;
  };

  return {
    // Column preferences (SPEC §7): a 404 means nothing saved yet.
    async getColumnPreferences(tableType: string): Promise<SavedColumn[]> {
      try {
        const saved = await api.call<{ columns: SavedColumn[] }>(companyCalls.getColumnPreferences, { params: { id: companyId() }, query: { tableType } });
        return saved.columns;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return [];
        throw error;
      }
    },
    saveColumnPreferences: (tableType: string, columns: SavedColumn[]) =>
      api.call(companyCalls.saveColumnPreferences, { params: { id: companyId() }, body: { companyId: companyId(), tableType, columns } }),

    /** A fresh link for a pending invitation (the mailed one stops working). */
    invitationLink: (collaboratorId: string, language: 'es' | 'en') =>
      api.call<{ link: string; expiresAt: string }>(collaboratorCalls.invitationLink, { body: { companyId: companyId(), collaboratorId, language } }),

    // Contacts in bulk
    bulkDeleteContacts: (contactIds: string[]) =>
      api.call<{ deleted: number }>(contactCalls.bulkDeleteContacts, { body: { companyId: companyId(), contactIds } }),
    assignCollaborators: (contactIds: string[], collaboratorIds: string[]) =>
      api.call<{ assigned: number }>(contactCalls.assignCollaboratorsToContact, { body: { companyId: companyId(), contactIds, collaboratorIds } }),
    unassignCollaborators: (contactIds: string[], collaboratorIds: string[]) =>
      api.call<{ unassigned: number }>(contactCalls.unassignCollaboratorsToContact, { body: { companyId: companyId(), contactIds, collaboratorIds } }),
    /** By ids, or (contactIds null) every contact matching the query. */
    addToList: (contactListId: string, scope: ExportScope) =>
      api.call<{ affected: number }>(contactListCalls.addBulkContactsToList, { body: { ...scope, companyId: companyId(), contactListId } }),
    removeFromList: (contactListId: string, scope: ExportScope) =>
      api.call<{ affected: number }>(contactListCalls.removeBulkContactsFromList, { body: { ...scope, companyId: companyId(), contactListId } }),
    contactsByStage: (pipelineStageId: string, page = 1, limit = 50) =>
      api.call<Page<Contact>>(contactCalls.contactsByPipelineStage, { query: { page, limit }, body: { companyId: companyId(), pipelineStageId } }),

    // Stages of a contact
    putContactInStage: (contactId: string, pipelineStageId: string) =>
      api.call(pipelineCalls.addPipelineStageToContact, { body: { companyId: companyId(), contactId, pipelineStageId } }),
    takeContactOutOfStage: (contactId: string, pipelineStageId: string) =>
      api.call(pipelineCalls.removePipelineStageFromContact, { body: { companyId: companyId(), contactId, pipelineStageId } }),
    moveContactToStage: (contactId: string, newPipelineStageId: string) =>
      api.call(pipelineCalls.editPipelineStageOfContact, { body: { companyId: companyId(), contactId, newPipelineStageId } }),

    // Pipelines and stages
    listPipelines: () => api.call<Page<Pipeline>>(pipelineCalls.listPipelines, { params: { companyId: companyId() } }),
    reorderStages: (pipelineId: string, pipelineStageIds: string[]) =>
      api.call<Page<PipelineStage>>(pipelineCalls.pipelineStagePositions, { body: { companyId: companyId(), pipelineId, pipelineStageIds } }),
    createStage: (pipelineId: string, name: string) =>
      api.call<PipelineStage>(pipelineCalls.createPipelineStage, { body: { companyId: companyId(), pipelineId, name } }),
    renameStage: (pipelineStageId: string, name: string) =>
      api.call<PipelineStage>(pipelineCalls.updatePipelineStage, { params: { companyId: companyId(), pipelineStageId }, body: { name } }),
    deleteStage: (pipelineStageId: string, moveToPipelineStageId?: string) =>
      api.call(pipelineCalls.deletePipelineStage, { params: { companyId: companyId(), pipelineStageId }, query: { moveToPipelineStageId } }),

    // Lookups the screens share
    listContactLists: () => api.call<Page<ContactList>>(contactListCalls.listContactLists, { params: { companyId: companyId() }, query: { limit: 1000 } }),
    listCustomProperties: () => api.call<Page<CustomProperty>>(customPropertyCalls.getCustomProperties, { params: { companyId: companyId() } }),
    listCollaborators: () => api.call<Page<Collaborator>>(collaboratorCalls.listCollaborators, { params: { companyId: companyId() } }),
    deleteCustomProperty: (propertyName: string) =>
      api.call(customPropertyCalls.deleteCustomProperty, { body: { companyId: companyId(), propertyName } }),

    // Comments
    listComments: (contactId: string) =>
      api.call<Page<Comment>>(commentCalls.getCommentsByContact, { params: { companyId: companyId(), contactId } }),
    createComment: (contactId: string, comment: string) =>
      api.call<Comment>(commentCalls.createContactComment, { body: { companyId: companyId(), contactId, comment } }),
    editComment: (commentId: string, comment: string) =>
      api.call<Comment>(commentCalls.editComment, { body: { companyId: companyId(), commentId, comment } }),
    deleteComment: (commentId: string) => api.call(commentCalls.deleteComment, { body: { companyId: companyId(), commentId } }),

    // Import and export jobs
    previewCsv(file: File): Promise<CsvPreview> {
      const form = new FormData();
      form.append('file', file);
      return api.call<CsvPreview>(contactJobCalls.previewContactsCSV, { query: { companyId: companyId() }, body: form });
    },
    importCsv(file: File, mapping: (string | null)[], duplicates: DuplicateMode, valueLocale: ValueLocale) {
      const form = new FormData();
      // Fields before the file: the server reads them as the multipart stream arrives.
      form.append('mapping', JSON.stringify(mapping));
      form.append('duplicates', duplicates);
      form.append('valueLocale', valueLocale);
      form.append('file', file);
      return api.call<{ jobId: string }>(contactJobCalls.importContactsFromCSV, { query: { companyId: companyId() }, body: form });
    },
    importStatus: (jobId: string) => api.call<ImportStatus>(contactJobCalls.importContactsStatus, { params: { jobId } }),
    queueExport: (scope: ExportScope, language: 'es' | 'en', delimiter: ',' | ';') =>
      api.call<{ jobId: string }>(contactJobCalls.queueExportContacts, { body: { ...scope, companyId: companyId(), language, delimiter } }),
    exportStatus: (jobId: string) => api.call<ExportStatus>(contactJobCalls.exportContactsStatus, { params: { jobId } }),
    downloadExport: (jobId: string) => api.call<string>(contactJobCalls.downloadExport, { params: { jobId } }),
  };
}

export type CrmClient = ReturnType<typeof createCrmClient>;
