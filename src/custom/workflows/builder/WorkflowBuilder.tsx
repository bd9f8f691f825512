import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SaveIcon from '@mui/icons-material/Save';
import ScienceIcon from '@mui/icons-material/Science';
import { Alert, Box, Button, Chip, Stack, TextField, Tooltip } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router';
import { workflowCalls, type GraphIssue, type Step, type StepType, type Workflow, type WorkflowStatus } from '../../../../contract/workflows';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { useFormatters } from '../../../components/format/useFormatters';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { PageLoader } from '../../../components/PageLoader';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { useWorkflowClient } from '../api/useWorkflowClient';
import { insertStep, removeStep, replaceStep, type InsertPoint } from '../graph/editGraph';
import { RefusalDialog } from '../list/StatusSwitchCell';
import { useCompanyNames } from '../useCompanyNames';
import { issueWithPlace, refusalIssues, stepName, triggerText, withPickedNames } from '../workflowWords';
import { BuilderActionsContext, type BuilderActions } from './builderActions';
import { TRIGGER_ID } from './flowModel';
import { SidePanel } from './SidePanel';
import { StepFields } from './StepFields';
import { StepPalette } from './StepPalette';
import { stepSummary } from './stepSummary';
import { TestRunDialog } from './TestRunDialog';
import { TriggerFields } from './TriggerFields';
import { TextInput } from './panelFields';
import { useBuilderOptions } from './useBuilderOptions';
import { useWorkflowDraft } from './useWorkflowDraft';
import { WorkflowCanvas } from './WorkflowCanvas';

/**
 * The workflow builder (crm/workflows/create and crm/workflows/edit/{id}): name and description,
 * the canvas with the trigger and the steps, a side panel for the chosen node, live validation on
 * the faulty nodes, save (also Ctrl+S), activate or pause, and a test run on one contact.
 */
export function WorkflowBuilder({ id }: { id?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const format = useFormatters();
  const client = useWorkflowClient();
  const options = useBuilderOptions();
  const names = useCompanyNames();
  const canWrite = useCanCall(workflowCalls.updateWorkflow);
  const { draft, saved, issues, dirty, loading, loadError, change, accept } = useWorkflowDraft(id);
  const [selected, setSelected] = useState<string | null>(null);
  const [palette, setPalette] = useState<{ anchor: HTMLElement; at: InsertPoint } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<{ issues: GraphIssue[]; message: string } | null>(null);
  const [testing, setTesting] = useState(false);
  const saveRef = useRef<() => Promise<Workflow | null>>(async () => null);

  const steps = draft.tasks.steps;
  const stepById = (stepId: string) => steps.find((s) => s.id === stepId);
  const actions = useMemo<BuilderActions>(() => ({
    openPalette: (anchor, at) => setPalette({ anchor, at }),
    openPanel: setSelected,
    triggerSummary: triggerText(translate, draft, withPickedNames(names, options)),
    stepSummary: (stepId) => { const s = draft.tasks.steps.find((x) => x.id === stepId); return s ? stepSummary(translate, s, options, format) : ''; },
    stepById: (stepId) => draft.tasks.steps.find((x) => x.id === stepId),
    readOnly: !canWrite,
  }), [translate, draft, names, options, format, canWrite]);

  const save = async (): Promise<Workflow | null> => {
    if (!draft.name.trim()) {
      setNameError(translate('workflows.issues.required', { field: translate('workflows.fields.name') }));
      return null;
    }
    setSaving(true);
    try {
      const result = saved ? await client.update(saved._id, draft) : await client.create(draft);
      accept(result);
      notify(translate('workflows.builder.saved'), { type: 'info' });
      if (!saved) navigate(to(`crm/workflows/edit/${result._id}`), { replace: true });
      return result;
    } catch (error) {
      const found = refusalIssues(error);
      if (found.length && saved) setRefusal({ issues: found, message: (error as Error).message });
      // Not saved yet (no page to hold the refusal panel): the first problem, where it is, in the user's words.
      else if (found.length) notify(issueWithPlace(translate, found[0], draft.tasks.steps), { type: 'error' });
      else notify((error as Error).message, { type: 'error' });
      return null;
    } finally {
      setSaving(false);
    }
  };
  useEffect(() => {
    saveRef.current = save;
  });

  // Ctrl+S / Cmd+S saves, wherever the focus is in the builder.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Closing or reloading the tab with unsaved changes asks first (the browser's own question).
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);

  const setStatus = async (status: WorkflowStatus) => {
    const current = dirty || !saved ? await save() : saved;
    if (!current) return;
    try {
      const changed = await client.changeStatus(current._id, status);
      accept(changed, true);
      notify(translate(`workflows.list.changed.${status === 'active' ? 'active' : 'paused'}`, { name: changed.name }), { type: 'info' });
    } catch (error) {
      setRefusal({ issues: refusalIssues(error), message: (error as Error).message });
    }
  };

  if (loading) return <PageLoader />;
  if (loadError || (id && !saved)) return <Alert severity="error">{translate('workflows.builder.notFound')}</Alert>;

  const pick = (type: StepType) => {
    if (!palette) return;
    const { tasks, id: added } = insertStep(draft.tasks, palette.at, type);
    change({ tasks });
    setPalette(null);
    setSelected(added);
  };
  const selectedStep = selected && selected !== TRIGGER_ID ? stepById(selected) : undefined;
  // Closing a panel gives the focus back to its node on the canvas.
  const closePanel = () => {
    const nodeId = selected;
    setSelected(null);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${nodeId}"]`)?.focus());
  };
  const deletingStep = deleting ? stepById(deleting) : undefined;
  const dropped = deleting ? removeStep(draft.tasks, deleting).dropped.length : 0;
  const status = saved?.status ?? 'draft';
  const title = draft.name.trim() || translate(id ? 'workflows.builder.titleEdit' : 'workflows.builder.titleCreate');

  return (
    <BuilderActionsContext.Provider value={actions}>
      <Box sx={{ p: { xs: 1, md: 2 } }}>
        <PageHeader
          title={title}
          breadcrumbs={[{ label: translate('resources.workflows.name', { smart_count: 2 }), to: to('crm/workflows') }, { label: title }]}
          actions={
            <>
              {saved && <Button component={Link} to={to(`crm/workflow-executions/${saved._id}`)}>{translate('workflows.builder.executions')}</Button>}
              {canWrite && saved && <Button startIcon={<ScienceIcon />} onClick={() => setTesting(true)}>{translate('workflows.builder.test')}</Button>}
              {canWrite && (status === 'active'
                ? <Button startIcon={<PauseIcon />} onClick={() => setStatus('paused')}>{translate('workflows.builder.pause')}</Button>
                : <Button startIcon={<PlayArrowIcon />} onClick={() => setStatus('active')}>{translate('workflows.builder.activate')}</Button>)}
              {canWrite && (
                <Tooltip title={translate('workflows.builder.saveShortcut')}>
                  <span>
                    <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void save()} disabled={saving} aria-keyshortcuts="Control+S">
                      {translate(saving ? 'workflows.builder.saving' : 'workflows.builder.save')}
                    </Button>
                  </span>
                </Tooltip>
              )}
            </>
          }
        />
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: -2, mb: 2 }}>
          <Chip size="small" label={translate(`workflows.status.${status}`)} color={status === 'active' ? 'success' : 'default'} variant="outlined" />
          {issues.length > 0 && <Chip size="small" color="error" label={translate('workflows.issues.count', { smart_count: issues.length, count: issues.length })} />}
          {dirty && <Chip size="small" variant="outlined" label={translate('workflows.builder.unsaved')} />}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
          <TextField
            label={translate('workflows.fields.name')}
            value={draft.name}
            required
            onChange={(e) => { change({ name: e.target.value }); setNameError(undefined); }}
            error={Boolean(nameError)}
            helperText={nameError}
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField label={translate('workflows.fields.description')} value={draft.description} onChange={(e) => change({ description: e.target.value })} size="small" sx={{ flex: 2 }} slotProps={{ htmlInput: { maxLength: 1000 } }} />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ height: { md: 'calc(100vh - 300px)' }, minHeight: 480 }}>
          <Box sx={{ flex: 1, minWidth: 0, height: { xs: 480, md: '100%' } }}>
            <WorkflowCanvas
              tasks={draft.tasks}
              issues={issues}
              selectedId={selected}
              onSelect={setSelected}
              onMove={(stepId, position) => change({ tasks: { ...draft.tasks, positions: { ...draft.tasks.positions, [stepId]: position } } })}
              onDeleteRequest={(stepId) => canWrite && setDeleting(stepId)}
              onTidy={() => change({ tasks: { ...draft.tasks, positions: undefined } })}
            />
          </Box>
          {selected === TRIGGER_ID && (
            <SidePanel title={translate('workflows.builder.panelTitle', { name: translate('workflows.builder.trigger') })} focusKey={TRIGGER_ID} onClose={closePanel}>
              <TriggerFields
                trigger={{ triggerType: draft.triggerType, triggerProperty: draft.triggerProperty ?? null, triggerValue: draft.triggerValue ?? null, settings: draft.settings }}
                issues={issues.filter((i) => i.stepId === null)}
                options={options}
                onChange={(t) => change(t)}
              />
            </SidePanel>
          )}
          {selectedStep && (
            <SidePanel title={translate('workflows.builder.panelTitle', { name: stepName(translate, selectedStep) })} focusKey={selectedStep.id} onClose={closePanel} onDelete={canWrite ? () => setDeleting(selectedStep.id) : undefined}>
              <Stack spacing={2}>
                <TextInput label={translate('workflows.fields.label')} value={selectedStep.label ?? ''} onChange={(label) => change({ tasks: replaceStep(draft.tasks, { ...selectedStep, label: label || undefined } as Step) })} />
                <StepFields step={selectedStep} issues={issues.filter((i) => i.stepId === selectedStep.id)} options={options} steps={steps} onChange={(s) => change({ tasks: replaceStep(draft.tasks, s) })} />
              </Stack>
            </SidePanel>
          )}
        </Stack>
        <StepPalette anchor={palette?.anchor ?? null} onPick={pick} onClose={() => setPalette(null)} />
        <ConfirmDialog
          open={Boolean(deletingStep)}
          title={deletingStep ? translate('workflows.builder.deleteStepTitle', { name: stepName(translate, deletingStep) }) : ''}
          body={[translate('workflows.builder.deleteStepBody'), dropped ? translate('workflows.builder.deleteStepDropped', { smart_count: dropped, count: dropped }) : ''].join(' ')}
          confirmLabel={translate('workflows.builder.deleteStep')}
          destructive
          onConfirm={() => {
            if (!deleting) return;
            change({ tasks: removeStep(draft.tasks, deleting).tasks });
            if (selected === deleting) setSelected(null);
          }}
          onClose={() => setDeleting(null)}
        />
        {saved && <RefusalDialog workflow={{ ...saved, tasks: draft.tasks }} refusal={refusal} onClose={() => setRefusal(null)} />}
        {saved && testing && (
          <TestRunDialog workflow={saved} blocked={dirty ? 'saveFirst' : issues.length ? 'fixFirst' : null} steps={steps} onClose={() => setTesting(false)} />
        )}
      </Box>
    </BuilderActionsContext.Provider>
  );
}
