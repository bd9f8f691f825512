import { Alert, Box } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CustomProperty } from '../../../../contract/customProperties';
import { useLanguage } from '../../../app/useLanguage';
import { useServices } from '../../../app/useServices';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useFieldErrors } from '../../../components/form/useFieldErrors';
import { hasUnsavedWork } from '../../landings/editor/autosave/autosaveMachine';
import { useAutosave } from '../../landings/editor/autosave/useAutosave';
import { useLeaveGuard } from '../../landings/editor/useLeaveGuard';
import { useBuilderToken } from '../token/useBuilderToken';
import { savedTemplatePath, templatesPath } from './builderPaths';
import type { DesignCanvasProps, DesignEngine, InsertResult } from './designEngine';
import type { EmailDraft } from './emailDraft';
import { EmailToolbar } from './EmailToolbar';
import type { EmailDeviceId } from './grapes/createEmailEditor';
import { MessageFields, type MessageFieldName } from './MessageFields';
import { MjmlDesignCanvas } from './MjmlDesignCanvas';
import { ContactPreviewDialog } from './preview/ContactPreviewDialog';
import { saveTemplate, type DesignSnapshot } from './saveTemplate';
import { TestSendDialog } from './testSend/TestSendDialog';
import { mergeVariableOptions, spliceAt } from './variables/mergeToken';
import { MergeVariablesPanel } from './variables/MergeVariablesPanel';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

// Stripo's editor is its own chunk: the GrapesJS builder never loads it.
const StripoDesignCanvas = lazy(() => import('./stripo/StripoDesignCanvas'));

export type EmailWorkspaceProps = { draft: EmailDraft; customProperties: CustomProperty[]; readOnly: boolean };

/** The server refuses a template without a subject: it is said under the subject before any request. */
class SubjectMissing extends Error {}

/**
 * The open builder: toolbar, the message's fields, the editor (GrapesJS with MJML, or Stripo's),
 * variables, preview with a contact, a test send, and saving (createEmailTemplate once, then
 * updateEmailTemplate) after each pause, on Ctrl/Cmd+S, before leaving and before sending.
 */
export function EmailWorkspace({ draft: initial, customProperties, readOnly }: EmailWorkspaceProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const { api, session } = useServices();
  const builderToken = useBuilderToken();
  const draftRef = useRef(initial);
  const [fields, setFields] = useState({ name: initial.name, subject: initial.subject, preheader: initial.preheader });
  const [templateId, setTemplateId] = useState(initial.templateId);
  const engine = useRef<DesignEngine | null>(null);
  const lastDesign = useRef<DesignSnapshot | null>(null);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const [device, setDevice] = useState<EmailDeviceId>('desktop');
  const [variablesOpen, setVariablesOpen] = useState(false);
  const [dialog, setDialog] = useState<null | { kind: 'preview'; content: { subject: string; message: string } } | { kind: 'test' } | { kind: 'leave' }>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const fieldErrors = useFieldErrors<MessageFieldName>();
  // Where a variable goes: the subject (with its caret) or the email's text being edited.
  const target = useRef<'subject' | 'design'>('design');
  const subjectInput = useRef<HTMLInputElement>(null);

  const save = useCallback(async () => {
    try {
      // The editor's design now (Stripo's compile can fail: that is said like a refused save).
      const design = engine.current ? await engine.current.snapshot() : lastDesign.current;
      if (!design) return;
      if (!draftRef.current.subject.trim()) throw new SubjectMissing();
      const saved = await saveTemplate({ call: api.call, callWithToken: builderToken.call }, session.companyId.get() ?? '', draftRef.current, design);
      if (!draftRef.current.templateId) {
        draftRef.current = { ...draftRef.current, templateId: saved._id };
        setTemplateId(saved._id);
        // The address becomes the saved template's, so a reload opens it. Not a router navigation:
        // the saved template's route is another element, which would remount the editor mid-edit.
        window.history.replaceState(window.history.state, '', savedTemplatePath(lang, saved._id));
      }
      setSaveError(null);
      fieldErrors.clear();
    } catch (error) {
      if (error instanceof SubjectMissing) {
        fieldErrors.setRuleErrors({ subject: 'emailBuilder.fields.subjectRequired' });
        setSaveError(null);
      } else {
        fieldErrors.setServerErrors(error);
        setSaveError(apiErrorMessage(error, t));
      }
      throw error;
    }
  }, [api, builderToken.call, session, lang, fieldErrors, t]);
  const autosave = useAutosave(save);
  useLeaveGuard(hasUnsavedWork(autosave.status));
  const changed = () => {
    if (readOnly) return;
    autosave.markChanged();
    const h = engine.current?.history;
    if (h) setHistory((current) => (current.canUndo === h.canUndo() && current.canRedo === h.canRedo() ? current : { canUndo: h.canUndo(), canRedo: h.canRedo() }));
  };
  const saveNow = () => {
    if (readOnly) return;
    autosave.markChanged();
    void autosave.flush();
  };

  useEffect(() => {
    // Ctrl/Cmd+S anywhere on the page saves now instead of the browser's "save page".
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        saveNow();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const changeField = (field: MessageFieldName, value: string) => {
    draftRef.current = { ...draftRef.current, [field]: value };
    setFields((current) => ({ ...current, [field]: value }));
    changed();
  };
  const insertVariable = async (token: string): Promise<InsertResult> => {
    if (target.current === 'subject' && subjectInput.current) {
      const input = subjectInput.current;
      const next = spliceAt(draftRef.current.subject, token, input.selectionStart, input.selectionEnd);
      changeField('subject', next.value);
      requestAnimationFrame(() => input.setSelectionRange(next.caret, next.caret));
      return 'inserted';
    }
    const result = (await engine.current?.insertAtCursor(token)) ?? false;
    if (result === 'inserted') changed();
    return result;
  };
  /** Saves what is pending; the saved template's id, or null when it could not be saved. */
  const flushed = async () => {
    // A template never saved is saved now, changed or not (a gallery start is unsaved as it opens).
    if (!draftRef.current.templateId && !readOnly) autosave.markChanged();
    return (await autosave.flush()) ? draftRef.current.templateId : null;
  };

  const canvas: DesignCanvasProps = {
    draft: initial, readOnly,
    getPreheader: () => draftRef.current.preheader,
    onReady: (ready) => {
      engine.current = ready;
      setHistory({ canUndo: false, canRedo: false });
    },
    onChange: changed,
    onEditText: () => {
      target.current = 'design';
    },
    onSave: saveNow,
    onGone: (last) => {
      engine.current = null;
      lastDesign.current = last;
      // Leaving by the menu or the browser's back: what is unsaved is sent from this last copy.
      if (last) void autosave.flush();
    },
  };
  const back = async () => {
    if (readOnly || (await autosave.flush())) navigate(templatesPath(lang));
    else setDialog({ kind: 'leave' });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'calc(100dvh - 88px)', sm: 'calc(100dvh - 96px)' }, minWidth: 0 }}>
      <Title title={t('emailBuilder.title', { name: fields.name })} />
      <EmailToolbar name={fields.name || t('emailBuilder.untitled')} status={autosave.status} readOnly={readOnly}
        history={initial.builder === 'mjml' ? { ...history, onUndo: () => engine.current?.history?.undo(), onRedo: () => engine.current?.history?.redo() } : undefined}
        device={initial.builder === 'mjml' ? { value: device, onChange: (id) => { setDevice(id); engine.current?.setDevice?.(id); } } : undefined}
        variablesOpen={variablesOpen} onToggleVariables={() => setVariablesOpen((open) => !open)}
        canSend={Boolean(templateId)}
        onSend={() => void flushed().then((id) => id && navigate(templatesPath(lang, id)))}
        onBack={() => void back()}
        onPreview={() => void engine.current?.snapshot().then(
          (design) => setDialog({ kind: 'preview', content: { subject: draftRef.current.subject, message: design.message } }),
          (error: unknown) => notify(t('emailBuilder.preview.failed', { message: apiErrorMessage(error, t) }), { type: 'error' }),
        )}
        onTestSend={() => setDialog({ kind: 'test' })}
        onSave={saveNow} onRetry={() => void autosave.flush()} />
      {readOnly && <Alert severity="info" sx={{ borderRadius: 0 }}>{t('emailBuilder.readOnly')}</Alert>}
      {saveError && <Alert severity="error" sx={{ borderRadius: 0 }}>{t('emailBuilder.saveFailed', { message: saveError, interpolation: { escapeValue: false } })}</Alert>}
      <MessageFields values={fields} onChange={changeField} errors={fieldErrors.errors} readOnly={readOnly} subjectRef={subjectInput}
        onSubjectFocus={() => {
          target.current = 'subject';
        }} />
      {/* On phones the variables sit under the design rather than squeezing it to nothing. */}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, flex: 1, minHeight: 0, minWidth: 0 }}>
        {initial.builder === 'stripo'
          ? <Suspense fallback={<LoadingStatus label={t('emailBuilder.stripo.loading')} sx={{ p: 2 }} />}><StripoDesignCanvas {...canvas} /></Suspense>
          : <MjmlDesignCanvas {...canvas} />}
        {variablesOpen && !readOnly && (
          <MergeVariablesPanel options={mergeVariableOptions((f) => t(`emailBuilder.variables.field.${f}`), customProperties)}
            onInsert={insertVariable} onClose={() => setVariablesOpen(false)} />
        )}
      </Box>
      {dialog?.kind === 'preview' && <ContactPreviewDialog content={dialog.content} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'test' && <TestSendDialog saveFirst={flushed} onClose={() => setDialog(null)} />}
      <ConfirmDialog open={dialog?.kind === 'leave'} destructive title={t('emailBuilder.leave.title')} body={t('emailBuilder.leave.body')}
        confirmLabel={t('emailBuilder.leave.confirm')} onConfirm={() => navigate(templatesPath(lang))} onClose={() => setDialog(null)} />
    </Box>
  );
}
