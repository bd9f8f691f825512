import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Issues } from '../rules/issues';
import type { KeywordAnswer } from '../wizardAnswers';
import { MatchTypeSelect } from './MatchTypeSelect';
import { useIssueText } from './useIssueText';

export type KeywordRowsProps = { label: string; value: KeywordAnswer[]; onChange: (value: KeywordAnswer[]) => void; issues: Issues; path: string; empty: string };

/** The keywords chosen so far, each with its match type, removable. */
export function KeywordRows({ label, value, onChange, issues, path, empty }: KeywordRowsProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  if (!value.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {value.map((k, i) => (
        <li key={`${k.text}-${i}`}>
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{k.text}</Typography>
            <MatchTypeSelect label={t('campaigns.wizard.keywords.matchOf', { text: k.text })} value={k.matchType} onChange={(matchType) => onChange(value.map((x, j) => (j === i ? { ...x, matchType } : x)))} />
            <Tooltip title={t('campaigns.wizard.keywords.remove', { text: k.text })}>
              <IconButton aria-label={t('campaigns.wizard.keywords.remove', { text: k.text })} onClick={() => onChange(value.filter((_, j) => j !== i))}><DeleteOutlineIcon /></IconButton>
            </Tooltip>
          </Stack>
          {issues[`${path}.${i}`] && <FormHelperText error>{text(issues[`${path}.${i}`])}</FormHelperText>}
        </li>
      ))}
    </Stack>
  );
}
