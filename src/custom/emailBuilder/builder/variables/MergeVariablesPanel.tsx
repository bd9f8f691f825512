import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, IconButton, List, ListItem, ListSubheader, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsertResult } from '../designEngine';
import { mergeToken, type MergeVariableOption } from './mergeToken';

export type MergeVariablesPanelProps = {
  options: readonly MergeVariableOption[];
  /** Puts the variable at the cursor (the email's text or the subject), or on the clipboard; false when there is no cursor. */
  onInsert: (token: string) => InsertResult | Promise<InsertResult>;
  onClose: () => void;
};

/**
 * The variables a template can use, each inserted at the cursor with an optional fallback. The
 * buttons keep the focus where it was (mouse down does not take it), so the cursor stays put.
 */
export function MergeVariablesPanel({ options, onInsert, onClose }: MergeVariablesPanelProps) {
  const { t } = useTranslation();
  const [fallback, setFallback] = useState('');
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const insert = async (option: MergeVariableOption) => {
    const token = mergeToken(option.name, fallback);
    const result = await onInsert(token);
    setSaid(result ? { text: t(`emailBuilder.variables.${result}`, { token, interpolation: { escapeValue: false } }), error: false } : { text: t('emailBuilder.variables.noCursor'), error: true });
  };
  const group = (kind: MergeVariableOption['group'], title: string) => {
    const items = options.filter((o) => o.group === kind);
    return (
      <List dense disablePadding aria-label={title} subheader={<ListSubheader disableSticky sx={{ px: 0, lineHeight: 2 }}>{title}</ListSubheader>}>
        {items.map((option) => (
          <ListItem key={option.name} disableGutters sx={{ py: 0 }}>
            <Button size="small" fullWidth onMouseDown={(e) => e.preventDefault()} onClick={() => void insert(option)}
              aria-label={t('emailBuilder.variables.insert', { name: option.label })}
              sx={{ justifyContent: 'space-between', textTransform: 'none', gap: 1 }}>
              <span>{option.label}</span>
              <Typography component="code" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{`{{${option.name}}}`}</Typography>
            </Button>
          </ListItem>
        ))}
        {!items.length && <Typography variant="body2" color="text.secondary">{t('emailBuilder.variables.noProperties')}</Typography>}
      </List>
    );
  };
  return (
    <Box component="aside" role="region" aria-label={t('emailBuilder.variables.title')}
      sx={{ width: { xs: '100%', sm: 280 }, maxHeight: { xs: '45%', sm: 'none' }, flexShrink: 0, overflowY: 'auto', p: 1.5, borderLeft: { xs: 0, sm: 1 }, borderTop: { xs: 1, sm: 0 }, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>{t('emailBuilder.variables.title')}</Typography>
        <Tooltip title={t('emailBuilder.variables.close')}>
          <IconButton size="small" aria-label={t('emailBuilder.variables.close')} onClick={onClose}><CloseIcon fontSize="small" /></IconButton>
        </Tooltip>
      </Box>
      <Typography variant="body2" color="text.secondary">{t('emailBuilder.variables.intro')}</Typography>
      <TextField size="small" label={t('emailBuilder.variables.fallback')} value={fallback} onChange={(e) => setFallback(e.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Typography role="status" variant="body2" color={said?.error ? 'error' : 'text.secondary'} sx={{ minHeight: '1.5em' }}>{said?.text ?? ''}</Typography>
      {group('contact', t('emailBuilder.variables.contactFields'))}
      {group('property', t('emailBuilder.variables.properties'))}
    </Box>
  );
}
