import { Alert, Box, Button, Paper, Stack, Step, StepButton, StepLabel, Stepper, Typography } from '@mui/material';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { isApiError } from '../../../dataProvider/ApiError';
import { normalizeCampaignError } from '../../../dataProvider/errors';
import { useAdsClient } from './api/useAdsClient';
import { pmaxBody, searchBody } from './buildCreateBody';
import { visibleIssues, type Issues } from './rules/issues';
import { serverIssues } from './rules/serverIssues';
import { AssetGroupStep } from './steps/AssetGroupStep';
import { AssetsStep } from './steps/AssetsStep';
import { BudgetStep } from './steps/BudgetStep';
import { BusinessStep } from './steps/BusinessStep';
import { KeywordsStep } from './steps/KeywordsStep';
import { ReviewStep } from './steps/ReviewStep';
import { SearchAdStep } from './steps/SearchAdStep';
import type { StepProps } from './steps/stepProps';
import { TargetingStep } from './steps/TargetingStep';
import { TypeStep } from './steps/TypeStep';
import { useDraftAutosave } from './useDraftAutosave';
import { validateStep } from './validateAnswers';
import type { WizardAnswers } from './wizardAnswers';
import { answerPathOf, STEPS, stepOfPath, type StepId } from './wizardSteps';

const VIEWS: Record<Exclude<StepId, 'review'>, ComponentType<StepProps>> = {
  type: TypeStep, business: BusinessStep, targeting: TargetingStep, budget: BudgetStep, keywords: KeywordsStep,
  ad: SearchAdStep, assets: AssetsStep, group: AssetGroupStep,
};

export type CreateAdWizardProps = {
  initialAnswers: WizardAnswers;
  initialStep?: number;
  draftId?: string | null;
  /** How long the answers must rest before the draft is saved. */
  autosaveMs?: number;
};

/** The campaign wizard: one step at a time, the platform's rules checked as typed, a draft kept as it goes. */
export function CreateAdWizard({ initialAnswers, initialStep = 0, draftId: initialDraftId = null, autosaveMs = 1500 }: CreateAdWizardProps) {
  const { t } = useTranslation();
  const client = useAdsClient();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [answers, setAnswers] = useState(initialAnswers);
  const steps = STEPS[answers.type];
  const [index, setIndex] = useState(Math.min(initialStep, steps.length - 1));
  const [furthest, setFurthest] = useState(index);
  const [attempted, setAttempted] = useState<Set<StepId>>(() => new Set());
  const [refused, setRefused] = useState<Issues>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const autosave = useDraftAutosave(answers, index, initialDraftId, autosaveMs);
  const step = steps[index];

  const stepIssues = (id: StepId) => ({ ...visibleIssues(validateStep(id, answers), attempted.has(id)), ...Object.fromEntries(Object.entries(refused).filter(([p]) => stepOfPath(p, answers.type) === id)) });
  const handleChange = (patch: Partial<WizardAnswers>) => {
    setAnswers((a) => ({ ...a, ...patch }));
    // A refusal stays on its field until that answer changes.
    setRefused((r) => Object.fromEntries(Object.entries(r).filter(([p]) => !Object.keys(patch).some((k) => p === k || p.startsWith(`${k}.`) || (k === 'group' && p.startsWith('group.'))))));
    setFailure(null);
  };
  const goTo = (next: number) => {
    setIndex(next);
    setFurthest((f) => Math.max(f, next));
    requestAnimationFrame(() => heading.current?.focus());
  };
  const focusFirstProblem = () => requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  const handleNext = () => {
    if (Object.keys(validateStep(step, answers)).length) {
      setAttempted((a) => new Set(a).add(step));
      focusFirstProblem();
      return;
    }
    goTo(index + 1);
  };
  const handleSubmit = async () => {
    const broken = steps.findIndex((s) => Object.keys(validateStep(s, answers)).length > 0);
    if (broken >= 0) {
      setAttempted((a) => new Set(a).add(steps[broken]));
      goTo(broken);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const draftId = autosave.draftId;
      if (answers.type === 'search') await client.createSearch(searchBody(answers, draftId));
      else await client.createPMax(pmaxBody(answers, draftId));
      navigate(to('thankyou'));
    } catch (error) {
      const found = serverIssues(error, answerPathOf);
      const firstStep = Object.keys(found).map((p) => stepOfPath(p, answers.type)).find(Boolean);
      const normalized = normalizeCampaignError(error, 'create');
      setRefused(found);
      setFailure(firstStep
        ? t('campaigns.wizard.refusedOnStep', { step: t(`campaigns.wizard.steps.${firstStep}`) })
        : normalized.code === 'network_error' ? t('app.errors.network') : isApiError(error) && error.message ? error.message : normalized.message);
      if (firstStep) goTo(steps.indexOf(firstStep));
    } finally {
      setSubmitting(false);
    }
  };

  const View = step === 'review' ? null : VIEWS[step];
  const issues = stepIssues(step);
  const blocked = attempted.has(step) && Object.keys(validateStep(step, answers)).length > 0;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <PageHeader title={t('campaigns.wizard.title')} subtitle={t('campaigns.wizard.subtitle')}
        actions={<Typography variant="body2" color={autosave.state === 'failed' ? 'error' : 'text.secondary'} role="status">{autosave.state === 'idle' ? '' : t(`campaigns.wizard.autosave.${autosave.state}`)}</Typography>} />
      <Stepper nonLinear activeStep={index} alternativeLabel sx={{ mb: 3, overflowX: 'auto', pb: 1 }}>
        {steps.map((id, i) => {
          const hasRefusal = Object.keys(refused).some((p) => stepOfPath(p, answers.type) === id);
          return (
            <Step key={id} completed={i < furthest && i !== index && !hasRefusal}>
              <StepButton onClick={() => goTo(i)} disabled={i > furthest} aria-current={i === index ? 'step' : undefined}>
                <StepLabel error={hasRefusal}>{t(`campaigns.wizard.steps.${id}`)}</StepLabel>
              </StepButton>
            </Step>
          );
        })}
      </Stepper>
      <Paper variant="outlined" component="section" aria-labelledby="wizard-step-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="wizard-step-title" ref={heading} tabIndex={-1} variant="h6" component="h2" sx={{ mb: 2, outline: 'none' }}>
          {t('campaigns.wizard.stepOf', { n: index + 1, total: steps.length, name: t(`campaigns.wizard.steps.${step}`) })}
        </Typography>
        {failure && <Alert severity="error" sx={{ mb: 2 }} role="alert">{failure}</Alert>}
        {blocked && <Alert severity="warning" sx={{ mb: 2 }}>{t('campaigns.wizard.fixStep')}</Alert>}
        {View ? <View answers={answers} onChange={handleChange} issues={issues} /> : <ReviewStep answers={answers} onChange={handleChange} issues={issues} onEdit={(id) => goTo(steps.indexOf(id))} />}
        <Stack direction="row" spacing={1} justifyContent="space-between" sx={{ mt: 3 }}>
          <Button onClick={() => goTo(index - 1)} disabled={index === 0 || submitting}>{t('campaigns.wizard.back')}</Button>
          {step === 'review' ? (
            <Button variant="contained" onClick={handleSubmit} disabled={submitting}>{submitting ? t('campaigns.wizard.creating') : t('campaigns.wizard.create')}</Button>
          ) : (
            <Button variant="contained" onClick={handleNext}>{t('campaigns.wizard.next')}</Button>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
