import { Checkbox, FormControlLabel } from '@mui/material';
import { useTranslate } from 'react-admin';

export type MatchAllCheckboxProps = { total: number; checked: boolean; onChange: (checked: boolean) => void };

/** Offered when the whole page is selected: apply to every contact that matches, not just this page. */
export function MatchAllCheckbox({ total, checked, onChange }: MatchAllCheckboxProps) {
  const translate = useTranslate();
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={translate('crm.bulk.allMatching', { smart_count: total })}
    />
  );
}
