import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, CircularProgress, LinearProgress, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** What composing a page goes through, as the user is told it (the photos' step only with photos). */
export function compositionSteps(hasLogo: boolean, hasImages: boolean): string[] {
  return ['read', 'sections', 'copy', ...(hasLogo ? ['colours'] : []), ...(hasImages ? ['images'] : []), 'save'];
}

/** How long each step is shown before the next while the server works (the last one waits for the answer). */
export const STEP_MS = 1400;

type Props = { steps: string[] };

/**
 * The composition in steps while the one request runs: the steps advance on a timer and the
 * last stays open until the server answers (the dialog then closes or shows what went wrong).
 */
export function CompositionProgress({ steps }: Props) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (current >= steps.length - 1) return undefined;
    const timer = setTimeout(() => setCurrent((c) => c + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [current, steps.length]);
  return (
    <Box>
      <LinearProgress aria-label={t('landingAi.progress.label')} />
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t(`landingAi.progress.steps.${steps[current]}`)}
      </Box>
      <List aria-label={t('landingAi.progress.label')}>
        {steps.map((step, i) => (
          <ListItem key={step} aria-current={i === current ? 'step' : undefined} sx={{ py: 0.5 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              {i < current ? <CheckCircleIcon color="success" aria-hidden /> : i === current ? <CircularProgress size={20} aria-hidden /> : <RadioButtonUncheckedIcon color="disabled" aria-hidden />}
            </ListItemIcon>
            <ListItemText
              primary={t(`landingAi.progress.steps.${step}`)}
              secondary={i < current ? t('landingAi.progress.done') : undefined}
              slotProps={{ primary: { sx: { fontWeight: i === current ? 600 : 400, color: i > current ? 'text.secondary' : 'text.primary' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
