import type { CallDef } from '../../../../contract/define';
import { extractMergeVariables } from '../../../../contract/email/mergeVariables';
import { templateCalls, type EmailTemplate } from '../../../../contract/email/templates';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import type { EmailDraft } from './emailDraft';

/** What the editor gives on save: the sendable HTML (tables, inlined CSS) and its own source. */
export type DesignSnapshot = { message: string; source: string; css: string };

type Call = <T>(def: CallDef, args?: CallArgs) => Promise<T>;

/** The saved fields of a template from the draft's fields and the editor's snapshot. */
export function templateBody(draft: EmailDraft, design: DesignSnapshot) {
  return {
    name: draft.name.trim() || undefined,
    subject: draft.subject,
    preheader: draft.preheader,
    message: design.message,
    originalHtml: design.source,
    originalCss: design.css,
    // Every variable the recipient will see filled: the subject's, the preview text's and the body's.
    variables: extractMergeVariables(`${draft.subject}\n${draft.preheader}\n${design.message}`),
    builder: draft.builder,
    stripoId: draft.stripoId,
    language: draft.language,
  };
}

/**
 * Saves the draft: createEmailTemplate the first time (it needs the builder token, so through
 * `callWithToken`), updateEmailTemplate afterwards with `templateId` in the body (SPEC §5).
 */
export async function saveTemplate(
  { call, callWithToken }: { call: Call; callWithToken: Call },
  companyId: string,
  draft: EmailDraft,
  design: DesignSnapshot,
): Promise<EmailTemplate> {
  const body = { companyId, ...templateBody(draft, design) };
  if (!draft.templateId) return callWithToken<EmailTemplate>(templateCalls.createEmailTemplate, { body });
  return call<EmailTemplate>(templateCalls.updateEmailTemplate, { params: { templateId: draft.templateId }, body: { ...body, templateId: draft.templateId } });
}
