import type { Editor } from 'grapesjs';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { templateCalls } from '../../../../contract/email/templates';
import { useLanguage } from '../../../app/useLanguage';
import { useServices } from '../../../app/useServices';
import type { ApiClient } from '../../../dataProvider/createApiClient';
import { GrapesCanvas } from '../../../components/GrapesCanvas/GrapesCanvas';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import type { DesignCanvasProps, DesignEngine } from './designEngine';
import { createEmailEditor, EMAIL_DEVICES, type EmailEditorOptions } from './grapes/createEmailEditor';
import { EMAIL_BLOCK_IDS, type EmailBlockLabels } from './grapes/emailBlocks';
import type { DesignSnapshot } from './saveTemplate';
import { withPreview } from './grapes/mjmlPreview';
import { insertIntoEditedText } from './variables/mergeToken';

/** uploadEmailImage: the file as multipart, the company in the query (checked before the body is read); answers the public URL. */
export function uploadEmailImage(api: ApiClient, companyId: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.call<{ url: string; width: number | null; height: number | null }>(templateCalls.uploadEmailImage, { query: { companyId }, body });
}

/**
 * The design GrapesJS holds, with the preview text as its mj-preview: the MJML source and
 * mjml-browser's HTML of it (tables, inlined styles, the preview text hidden at the top).
 */
export function mjmlSnapshot(editor: Editor, preheader: string): DesignSnapshot {
  const source = withPreview(String(editor.runCommand('mjml-code') ?? ''), preheader);
  const { html } = editor.runCommand('mjml-code-to-html', { mjml: source }) as { html: string };
  return { message: html, source, css: '' };
}

export function mjmlEngine(editor: Editor, getPreheader: () => string): DesignEngine {
  return {
    snapshot: async () => mjmlSnapshot(editor, getPreheader()),
    insertAtCursor: (text) => (insertIntoEditedText(editor, text) ? 'inserted' : false),
    history: { canUndo: () => editor.UndoManager.hasUndo(), canRedo: () => editor.UndoManager.hasRedo(), undo: () => editor.UndoManager.undo(), redo: () => editor.UndoManager.redo() },
    setDevice: (device) => editor.setDevice(EMAIL_DEVICES.find((d) => d.id === device)!.name),
  };
}

/** GrapesJS with MJML for one email, its images uploaded through uploadEmailImage. */
export function MjmlDesignCanvas({ draft, readOnly, getPreheader, onReady, onChange, onEditText, onSave, onGone }: DesignCanvasProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { api, session } = useServices();
  const interfaceLanguage = useLanguage();
  const editorRef = useRef<Editor | null>(null);
  const [options] = useState<Omit<EmailEditorOptions, 'container'>>(() => ({
    mjml: draft.source, language: interfaceLanguage === 'en' ? 'en' : 'es', readOnly,
    blockLabels: {
      category: t('emailBuilder.blocks.category'),
      blocks: Object.fromEntries(EMAIL_BLOCK_IDS.map((id) => [id, t(`emailBuilder.blocks.${id}`)])) as EmailBlockLabels['blocks'],
      sampleText: t('emailBuilder.blocks.sampleText'), buttonText: t('emailBuilder.blocks.buttonText'),
      social: { facebook: t('emailBuilder.blocks.facebook'), instagram: t('emailBuilder.blocks.instagram'), linkedin: t('emailBuilder.blocks.linkedin') },
    },
    upload: (file: File) => uploadEmailImage(api, session.companyId.get() ?? '', file),
    onUploadError: (error: unknown) => notify(t('emailBuilder.uploadFailed', { message: apiErrorMessage(error, t) }), { type: 'error' }),
  }));
  const latest = useRef({ onEditText, onSave, getPreheader });
  useEffect(() => {
    latest.current = { onEditText, onSave, getPreheader };
  });

  return (
    <GrapesCanvas
      create={(container) => createEmailEditor({ ...options, container })}
      label={t('emailBuilder.canvasLabel')} panelLabel={t('emailBuilder.panelLabel')}
      onReady={(editor) => {
        editorRef.current = editor;
        editor.on('rte:enable', () => latest.current.onEditText());
        // Ctrl/Cmd+S inside the email's frame (the page's own listener does not hear it).
        editor.Keymaps.add('email:save', '⌘+s, ctrl+s', () => latest.current.onSave(), { prevent: true });
        onReady(mjmlEngine(editor, () => latest.current.getPreheader()));
      }}
      onChange={onChange}
      onDestroy={(editor) => {
        // An editor that never loaded has nothing of the user's.
        if (editorRef.current !== editor) return onGone(null);
        editorRef.current = null;
        onGone(mjmlSnapshot(editor, latest.current.getPreheader()));
      }}
    />
  );
}
