import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormHelperText, FormLabel, MenuItem,
  Radio, RadioGroup, Stack, TextField, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LANDING_AI_BRAND_MAX, LANDING_AI_DESCRIPTION_MAX, LANDING_AI_GOALS, LANDING_AI_IMAGES, LANDING_AI_LOGO, LANDING_AI_TONES,
  type LandingAiGoal, type LandingAiTone,
} from '../../../../contract/landings/ai';
import { LANDING_LANGUAGES, type Landing, type LandingLanguage } from '../../../../contract/landings';
import { useLanguage } from '../../../app/useLanguage';
import { FileDropZone } from '../../../components/FileDropZone/FileDropZone';
import { CountedTextField } from '../../../components/form/CountedTextField';
import { RefusalAlert, type Refusal } from '../../../components/RefusalAlert/RefusalAlert';
import { CompositionProgress, compositionSteps } from './CompositionProgress';
import { useLandingAiClient, type LandingAiClient, type LandingAiInput } from './landingAiClient';
import { landingAiFailure } from './landingAiFailure';
import { checkLandingAiForm, FIELD_ORDER, type FormProblems } from './landingAiForm';

export type CreateWithAiDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The landing the server created (a draft, like one from a template). */
  onCreated: (landing: Landing) => void;
  /** The call to make; the app's own by default (stories and tests pass a fake server through the wrapper instead). */
  client?: LandingAiClient;
};

/**
 * "Create with AI": the business in the user's words, what the page is for, its tone and
 * language, the brand, a logo (its colours become the page's) and photos, checked as they are
 * chosen; then the composition's steps while the server works, and the refusal in the user's
 * words (the plan cap with the way to billing) or the new landing.
 */
export function CreateWithAiDialog({ open, onClose, onCreated, client }: CreateWithAiDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AutoAwesomeIcon color="primary" aria-hidden />{t('landingAi.title')}
      </DialogTitle>
      {/* Mounted only while open: each opening starts from an empty form. */}
      {open && <CreateWithAiForm client={client} onClose={onClose} onCreated={onCreated} onBusy={setBusy} />}
    </Dialog>
  );
}

const emptyInput = (language: LandingLanguage): LandingAiInput => ({ description: '', goal: 'leads', tone: 'professional', language, brand: '', logo: null, images: [] });

function CreateWithAiForm({ client, onClose, onCreated, onBusy }: Omit<CreateWithAiDialogProps, 'open'> & { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const ui = useLanguage();
  const appClient = useLandingAiClient();
  const api = client ?? appClient;
  const formId = useId();
  const [input, setInput] = useState<LandingAiInput>(() => emptyInput(ui));
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<FormProblems>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [creating, setCreating] = useState(false);
  const fields = useRef<Partial<Record<(typeof FIELD_ORDER)[number], HTMLElement | null>>>({});

  const local = checkLandingAiForm(input);
  const problems: FormProblems = { ...(submitted ? local : {}), ...serverProblems };
  const say = (field: keyof FormProblems) => {
    const p = problems[field];
    return p ? t(`landingAi.errors.${p.key}`, p.values) : undefined;
  };
  const set = <K extends keyof LandingAiInput>(key: K, value: LandingAiInput[K]) => {
    setInput((i) => ({ ...i, [key]: value }));
    // A field the user changed is no longer what the server refused.
    setServerProblems(({ [key as keyof FormProblems]: _fixed, ...rest }) => rest);
  };

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    const first = FIELD_ORDER.find((f) => local[f]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    setCreating(true);
    onBusy(true);
    try {
      const landing = await api.create(input);
      onBusy(false);
      onCreated(landing);
    } catch (error) {
      const failure = landingAiFailure(error, t);
      setRefusal(failure.refusal);
      setServerProblems(failure.problems);
      setCreating(false);
      onBusy(false);
    }
  };

  if (creating) {
    return (
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{t('landingAi.progress.intro')}</Typography>
        <CompositionProgress steps={compositionSteps(Boolean(input.logo), input.images.length > 0)} />
      </DialogContent>
    );
  }

  return (
    <>
      <DialogContent dividers>
        <RefusalAlert refusal={refusal} billingLabel={t('landings.errors.toBilling')} onClose={() => setRefusal(null)} />
        <Stack component="form" id={formId} noValidate onSubmit={handleSubmit} spacing={3}>
          <Typography color="text.secondary">{t('landingAi.intro')}</Typography>
          <CountedTextField
            label={t('landingAi.form.description')} placeholder={t('landingAi.form.descriptionPlaceholder')}
            multiline minRows={4} required fullWidth maxLength={LANDING_AI_DESCRIPTION_MAX}
            value={input.description} onChange={(e) => set('description', e.target.value)}
            error={Boolean(problems.description)} helperText={say('description') ?? t('landingAi.form.descriptionHint')}
            inputRef={(el: HTMLElement | null) => { fields.current.description = el; }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select fullWidth label={t('landingAi.form.goal')} value={input.goal} onChange={(e) => set('goal', e.target.value as LandingAiGoal)}
              helperText={t(`landingAi.goals.${input.goal}.hint`)}>
              {LANDING_AI_GOALS.map((g) => <MenuItem key={g} value={g}>{t(`landingAi.goals.${g}.label`)}</MenuItem>)}
            </TextField>
            <TextField select fullWidth label={t('landingAi.form.tone')} value={input.tone} onChange={(e) => set('tone', e.target.value as LandingAiTone)}
              helperText={t(`landingAi.tones.${input.tone}.hint`)}>
              {LANDING_AI_TONES.map((tone) => <MenuItem key={tone} value={tone}>{t(`landingAi.tones.${tone}.label`)}</MenuItem>)}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
            <FormControl component="fieldset" sx={{ minWidth: 200 }}>
              <FormLabel component="legend">{t('landingAi.form.language')}</FormLabel>
              <RadioGroup row value={input.language} onChange={(e) => set('language', e.target.value as LandingLanguage)} name="landing-ai-language">
                {LANDING_LANGUAGES.map((l) => <FormControlLabel key={l} value={l} control={<Radio />} label={t(`landings.languages.${l}`)} />)}
              </RadioGroup>
            </FormControl>
            <TextField fullWidth label={t('landingAi.form.brand')} value={input.brand} onChange={(e) => set('brand', e.target.value)}
              error={Boolean(problems.brand)} helperText={say('brand') ?? t('landingAi.form.brandHint')}
              slotProps={{ htmlInput: { maxLength: LANDING_AI_BRAND_MAX + 20 } }}
              inputRef={(el: HTMLElement | null) => { fields.current.brand = el; }} />
          </Stack>
          <FormControl error={Boolean(problems.logo)} component="fieldset">
            <FormLabel component="legend" sx={{ mb: 1 }}>{t('landingAi.form.logo')}</FormLabel>
            <FileDropZone files={input.logo ? [input.logo] : []} onChange={(files) => set('logo', files[0] ?? null)}
              accept={LANDING_AI_LOGO.types} maxBytes={LANDING_AI_LOGO.maxBytes} label={t('landingAi.form.logoDrop')} />
            <FormHelperText>{say('logo') ?? t('landingAi.form.logoHint')}</FormHelperText>
          </FormControl>
          <FormControl error={Boolean(problems.images)} component="fieldset">
            <FormLabel component="legend" sx={{ mb: 1 }}>{t('landingAi.form.images', { max: LANDING_AI_IMAGES.maxCount })}</FormLabel>
            <FileDropZone multiple files={input.images} onChange={(files) => set('images', files)}
              accept={LANDING_AI_IMAGES.types} maxBytes={LANDING_AI_IMAGES.maxBytes} label={t('landingAi.form.imagesDrop')} />
            <FormHelperText ref={(el: HTMLElement | null) => { fields.current.images = el; }} tabIndex={-1}>
              {say('images') ?? t('landingAi.form.imagesHint', { count: input.images.length, max: LANDING_AI_IMAGES.maxCount })}
            </FormHelperText>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('landings.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" startIcon={<AutoAwesomeIcon aria-hidden />}>{t('landingAi.submit')}</Button>
      </DialogActions>
    </>
  );
}
