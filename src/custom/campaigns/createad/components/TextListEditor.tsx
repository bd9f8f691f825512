import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, FormHelperText, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { CountedTextField } from '../../../../components/form/CountedTextField';
import type { Issues } from '../rules/issues';
import { useIssueText } from './useIssueText';

export type TextListEditorProps = {
  /** The list's heading ("Títulos"), also naming its group for screen readers. */
  legend: string;
  hint?: string;
  itemLabel: (index: number) => string;
  addLabel: string;
  removeLabel: (index: number) => string;
  values: string[];
  onChange: (values: string[]) => void;
  rule: { min: number; max: number; length: number };
  /** The visible issues, by path under `path` (`ad.headlines`, `ad.headlines.2`). */
  issues: Issues;
  path: string;
  multiline?: boolean;
};

/** A list of ad texts, each with its counter: as many fields as the platform's minimum, up to its maximum. */
export function TextListEditor({ legend, hint, itemLabel, addLabel, removeLabel, values, onChange, rule, issues, path, multiline }: TextListEditorProps) {
  const text = useIssueText();
  const listIssue = issues[path];
  const set = (index: number, value: string) => onChange(values.map((v, i) => (i === index ? value : v)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>{legend}</Typography>
      {hint && <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{hint}</Typography>}
      <Stack spacing={0.5} sx={{ mt: 1 }}>
        {values.map((value, index) => (
          <Stack key={index} direction="row" spacing={1} alignItems="flex-start">
            <CountedTextField
              fullWidth size="small" multiline={multiline} label={itemLabel(index)} value={value} maxLength={rule.length}
              onChange={(e) => set(index, e.target.value)} error={!!issues[`${path}.${index}`]} helperText={text(issues[`${path}.${index}`])}
            />
            {values.length > rule.min && (
              <Tooltip title={removeLabel(index)}>
                <IconButton aria-label={removeLabel(index)} onClick={() => onChange(values.filter((_, i) => i !== index))} sx={{ mt: 0.5 }}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ))}
      </Stack>
      {listIssue && <FormHelperText error role="alert">{text(listIssue)}</FormHelperText>}
      {values.length < rule.max && (
        <Button startIcon={<AddIcon />} onClick={() => onChange([...values, ''])} sx={{ mt: 0.5 }}>{addLabel}</Button>
      )}
    </Box>
  );
}
