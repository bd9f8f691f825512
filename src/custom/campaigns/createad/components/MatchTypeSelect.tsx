import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { matchType, type MatchType } from '../../../../../contract/campaigns';

export type MatchTypeSelectProps = { value: MatchType; onChange: (value: MatchType) => void; label?: string };

/** Broad, phrase or exact, said in words (the platform's "[exact]" and "\"phrase\"" notations are not asked of anyone). */
export function MatchTypeSelect({ value, onChange, label }: MatchTypeSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField select size="small" label={label ?? t('campaigns.wizard.keywords.matchType')} value={value} onChange={(e) => onChange(e.target.value as MatchType)} sx={{ minWidth: 150 }}>
      {matchType.options.map((m) => <MenuItem key={m} value={m}>{t(`campaigns.wizard.keywords.match.${m}`)}</MenuItem>)}
    </TextField>
  );
}
