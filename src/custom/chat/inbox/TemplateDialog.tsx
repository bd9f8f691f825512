import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatTemplate } from '../../../../contract/chat';
import { useChatClient } from '../api/useChatClient';
import { fillVariables, templateSource, variablesOf } from '../../../../contract/chatTemplates';

export type TemplateDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Sends the chosen template with its values; the dialog stays open if it is refused. */
  onSend: (templateId: string, variables: string[]) => Promise<void>;
};

/** Pick an approved template, fill its variables and see the message as it will arrive. */
export function TemplateDialog({ open, onClose, onSend }: TemplateDialogProps) {
  const { t } = useTranslation();
  const client = useChatClient();
  const [templates, setTemplates] = useState<ChatTemplate[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [values, setValues] = useState<string[]>([]);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    client.templates('APPROVED').then((page) => setTemplates(page.data), () => setTemplates([]));
  }, [client, open]);

  const template = templates?.find((x) => x._id === chosen) ?? null;
  const source = template ? templateSource(template) : '';
  const names = useMemo(() => variablesOf(source), [source]);
  const complete = template !== null && names.every((_, i) => values[i]?.trim());

  const send = async () => {
    if (!template || !complete) return;
    setSending(true);
    try {
      await onSend(template._id, values.slice(0, names.length).map((v) => v.trim()));
      setChosen('');
      setValues([]);
      onClose();
    } catch {
      // Refused: the caller told the user why; the choices stay for another try.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="chat-template-title">
      <DialogTitle id="chat-template-title">{t('chat.composer.templateTitle')}</DialogTitle>
      <DialogContent>
        {templates?.length === 0 && <Alert severity="info">{t('chat.composer.noTemplates')}</Alert>}
        {templates && templates.length > 0 && (
          <TextField select fullWidth margin="normal" label={t('chat.composer.templatePick')} value={chosen}
            onChange={(e) => { setChosen(e.target.value); setValues([]); }}>
            {templates.map((x) => <MenuItem key={x._id} value={x._id}>{x.name}</MenuItem>)}
          </TextField>
        )}
        {names.map((name, i) => (
          <TextField key={name} fullWidth margin="dense" label={t('chat.composer.variable', { name })} value={values[i] ?? ''} required
            onChange={(e) => setValues((v) => Object.assign([...v], { [i]: e.target.value }))} />
        ))}
        {template && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3">{t('chat.composer.preview')}</Typography>
            <Typography data-testid="template-preview" sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
              {fillVariables(source, values)}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('chat.composer.cancel')}</Button>
        <Button variant="contained" disabled={!complete || sending} onClick={() => void send()}>{t('chat.composer.send')}</Button>
      </DialogActions>
    </Dialog>
  );
}
