import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { campaignGoal } from '../../../../../contract/campaigns';
import type { StepProps } from './stepProps';

const TYPES = ['search', 'pmax'] as const;

/** The campaign's type (it cannot change once created) and what it is for. */
export function TypeStep({ answers, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <FormControl>
        <FormLabel id="wizard-type">{t('campaigns.wizard.type.label')}</FormLabel>
        <RadioGroup aria-labelledby="wizard-type" value={answers.type} onChange={(e) => onChange({ type: e.target.value as (typeof TYPES)[number] })}>
          {TYPES.map((type) => (
            <FormControlLabel key={type} value={type} control={<Radio />} sx={{ alignItems: 'flex-start', mb: 1 }}
              label={<><Typography>{t(`campaigns.wizard.type.${type}`)}</Typography><Typography variant="body2" color="text.secondary">{t(`campaigns.wizard.type.${type}Hint`)}</Typography></>} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="wizard-goal">{t('campaigns.wizard.goal.label')}</FormLabel>
        <RadioGroup aria-labelledby="wizard-goal" value={answers.goal} onChange={(e) => onChange({ goal: e.target.value as StepProps['answers']['goal'] })}>
          {campaignGoal.options.map((goal) => <FormControlLabel key={goal} value={goal} control={<Radio />} label={t(`campaigns.wizard.goal.${goal}`)} />)}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
