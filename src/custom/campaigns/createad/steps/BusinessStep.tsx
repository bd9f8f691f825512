import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../../components/form/CountedTextField';
import { LandingPicker } from '../components/LandingPicker';
import { useIssueText } from '../components/useIssueText';
import { PMAX_GROUP } from '../rules/adRules';
import type { StepProps } from './stepProps';

/**
 * The campaign's name, the business the ads speak for and where they lead: one of the company's
 * landings (its address filled once published) or any web address.
 */
export function BusinessStep({ answers, onChange, issues }: StepProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const field = (name: 'name' | 'finalUrl') => ({ error: !!issues[name], helperText: text(issues[name]) ?? ' ' });
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <TextField label={t('campaigns.wizard.business.name')} value={answers.name} required onChange={(e) => onChange({ name: e.target.value })} {...field('name')} />
      {answers.type === 'pmax' ? (
        <CountedTextField label={t('campaigns.wizard.business.businessName')} required value={answers.businessName} maxLength={PMAX_GROUP.businessName.length}
          onChange={(e) => onChange({ businessName: e.target.value })} error={!!issues.businessName} helperText={text(issues.businessName)} />
      ) : (
        <TextField label={t('campaigns.wizard.business.businessName')} required value={answers.businessName} onChange={(e) => onChange({ businessName: e.target.value })}
          error={!!issues.businessName} helperText={text(issues.businessName) ?? t('campaigns.wizard.business.businessNameHint')} />
      )}
      <LandingPicker landingId={answers.landingId} onPick={(landingId, url) => onChange(url ? { landingId, finalUrl: url } : { landingId })} />
      <TextField label={t('campaigns.wizard.business.finalUrl')} required type="url" inputMode="url" placeholder="https://" value={answers.finalUrl}
        onChange={(e) => onChange({ finalUrl: e.target.value })} error={!!issues.finalUrl} helperText={text(issues.finalUrl) ?? t('campaigns.wizard.business.finalUrlHint')} />
    </Stack>
  );
}
