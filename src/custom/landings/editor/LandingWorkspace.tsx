import { Box } from '@mui/material';
import type { Editor } from 'grapesjs';
import { useCallback, useRef, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CustomProperty } from '../../../../contract/customProperties';
import type { Landing } from '../../../../contract/landings';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { useLanguage } from '../../../app/useLanguage';
import type { LandingBlock } from '../api/landingsClient';
import { useLandingsClient } from '../api/useLandingsClient';
import { hasUnsavedWork } from './autosave/autosaveMachine';
import { useAutosave } from './autosave/useAutosave';
import { formFieldOptions } from './blocks/formFields';
import { builderLabels, contactFieldLabels } from './builderLabels';
import { projectsPath } from './editorPaths';
import { EditorToolbar } from './EditorToolbar';
import { LANDING_BUTTON_IDS } from './grapes/createLandingEditor';
import { builderSnapshot } from './grapes/builderSnapshot';
import { deviceIdOf, deviceName, type DeviceId } from './grapes/devices';
import type { BuilderSave } from '../api/landingsClient';
import { LandingCanvas, type LandingCanvasProps } from './LandingCanvas';
import { useLeaveGuard } from './useLeaveGuard';

export type LandingWorkspaceProps = { landing: Landing; blocks: LandingBlock[]; customProperties: CustomProperty[] };

/** The open builder: toolbar, GrapesJS, autosave, and the way back that saves first. */
export function LandingWorkspace({ landing, blocks, customProperties }: LandingWorkspaceProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useLandingsClient();
  const editorRef = useRef<Editor | null>(null);
  const lastSnapshot = useRef<BuilderSave | null>(null);
  const [device, setDevice] = useState<DeviceId>('desktop');
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const [leaving, setLeaving] = useState(false);

  const save = useCallback(async () => {
    const snapshot = editorRef.current ? builderSnapshot(editorRef.current) : lastSnapshot.current;
    if (snapshot) await client.saveBuilder(landing._id, snapshot);
  }, [client, landing._id]);
  const autosave = useAutosave(save);
  useLeaveGuard(hasUnsavedWork(autosave.status));

  const [options] = useState<LandingCanvasProps['options']>(() => ({
    landing, language: landing.language, labels: builderLabels(t), sectionBlocks: blocks, now: new Date(),
    fieldOptions: formFieldOptions(contactFieldLabels(t), customProperties),
    presetLabels: { importTitle: t('landingEditor.preset.importTitle'), importButton: t('landingEditor.preset.importButton'), clearConfirm: t('landingEditor.preset.clearConfirm') },
    pluginBlockLabels: t('landingEditor.pluginBlocks', { returnObjects: true }) as Record<string, string>,
    buttonTitles: Object.fromEntries(LANDING_BUTTON_IDS.map((id) => [id, t(`landingEditor.buttons.${id}`)])),
    upload: (file: File) => client.uploadAsset(file),
    onUploadError: (error: unknown) => notify(t('landingEditor.uploadFailed', { message: error instanceof Error ? error.message : String(error) }), { type: 'error' }),
  }));

  const refreshHistory = (editor: Editor) => {
    const next = { canUndo: editor.UndoManager.hasUndo(), canRedo: editor.UndoManager.hasRedo() };
    setHistory((current) => (current.canUndo === next.canUndo && current.canRedo === next.canRedo ? current : next));
  };
  const handleReady = (editor: Editor) => {
    editorRef.current = editor;
    refreshHistory(editor);
    // GrapesJS's own device buttons and ours show the same view.
    editor.on('change:device', () => setDevice(deviceIdOf(editor.getDevice())));
  };
  const handleChange = () => {
    autosave.markChanged();
    if (editorRef.current) refreshHistory(editorRef.current);
  };
  const handleDestroy = (editor: Editor) => {
    // An editor that never loaded has nothing of the user's.
    if (editorRef.current !== editor) return;
    // Leaving by the menu or the browser's back: what is unsaved is sent from this last copy.
    lastSnapshot.current = builderSnapshot(editor);
    editorRef.current = null;
    void autosave.flush();
  };
  const handleDevice = (id: DeviceId) => {
    setDevice(id);
    editorRef.current?.setDevice(deviceName(id));
  };
  const handleBack = async () => {
    if (await autosave.flush()) navigate(projectsPath(lang));
    else setLeaving(true);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'calc(100dvh - 88px)', sm: 'calc(100dvh - 96px)' }, minWidth: 0 }}>
      <Title title={t('landingEditor.title', { name: landing.name })} />
      <EditorToolbar name={landing.name} status={autosave.status} device={device} {...history}
        onBack={() => void handleBack()} onDevice={handleDevice}
        onUndo={() => editorRef.current?.UndoManager.undo()} onRedo={() => editorRef.current?.UndoManager.redo()}
        onRetry={() => void autosave.flush()} />
      <LandingCanvas options={options} label={t('landingEditor.canvasLabel')} panelLabel={t('landingEditor.panelLabel')} onReady={handleReady} onChange={handleChange} onDestroy={handleDestroy} />
      <ConfirmDialog open={leaving} destructive title={t('landingEditor.leave.title')} body={t('landingEditor.leave.body')}
        confirmLabel={t('landingEditor.leave.confirm')} onConfirm={() => navigate(projectsPath(lang))} onClose={() => setLeaving(false)} />
    </Box>
  );
}
