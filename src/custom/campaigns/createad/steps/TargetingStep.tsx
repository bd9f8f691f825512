import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../segmentation/LanguagePicker';
import { LocationPicker } from '../../segmentation/LocationPicker';
import { useIssueText } from '../components/useIssueText';
import type { StepProps } from './stepProps';

/** Where the ads show (places included or excluded) and in which languages. */
export function TargetingStep({ answers, onChange, issues }: StepProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  return (
    <Stack spacing={3}>
      <section aria-labelledby="wizard-locations">
        <Typography id="wizard-locations" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{t('campaigns.segmentation.locations.title')}</Typography>
        <LocationPicker value={answers.locations} onChange={(locations) => onChange({ locations })} error={text(issues.locations)} />
      </section>
      <section aria-labelledby="wizard-languages">
        <Typography id="wizard-languages" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{t('campaigns.segmentation.languages.title')}</Typography>
        <LanguagePicker value={answers.languages} onChange={(languages) => onChange({ languages })} error={text(issues.languages)} />
      </section>
    </Stack>
  );
}
