import AddIcon from '@mui/icons-material/Add';
import { Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { MatchType } from '../../../../../contract/campaigns';
import { keywordIssue } from '../rules/textRules';
import { useIssueText } from './useIssueText';
import { MatchTypeSelect } from './MatchTypeSelect';

export type KeywordAddFormProps = {
  label: string;
  addLabel: string;
  defaultMatch: MatchType;
  /** Texts already there (compared without case), refused as repeats. */
  existing: string[];
  onAdd: (keyword: { text: string; matchType: MatchType }) => void | Promise<void>;
  busy?: boolean;
};

/** One keyword typed with its match type; the platform's 80-character and 10-word rules said as it is typed. */
export function KeywordAddForm({ label, addLabel, defaultMatch, existing, onAdd, busy }: KeywordAddFormProps) {
  const text = useIssueText();
  const [value, setValue] = useState('');
  const [match, setMatch] = useState<MatchType>(defaultMatch);
  const live = value.trim() ? keywordIssue(value) : undefined;
  const repeated = existing.some((e) => e.toLowerCase() === value.trim().toLowerCase());
  const message = text(live) ?? (repeated ? text({ key: 'duplicate' }) : undefined);
  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim() || live || repeated) return;
    await onAdd({ text: value.trim().replace(/\s+/g, ' '), matchType: match });
    setValue('');
  };
  return (
    <Stack component="form" onSubmit={handleSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }} noValidate>
      <TextField size="small" label={label} value={value} onChange={(e) => setValue(e.target.value)} error={!!message} helperText={message ?? ' '} sx={{ flex: 1 }} />
      <MatchTypeSelect value={match} onChange={setMatch} />
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={!value.trim() || !!message || busy} sx={{ whiteSpace: 'nowrap' }}>{addLabel}</Button>
    </Stack>
  );
}
