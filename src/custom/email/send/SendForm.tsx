import { Alert, Autocomplete, Button, Chip, CircularProgress, DialogActions, DialogContent, Divider, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Contact } from '../../../../contract/contacts';
import { MAX_SCHEDULE_DAYS, MAX_TAGS, type EmailTemplateSummary, type SendingDomain } from '../../../../contract/email';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useSessionState } from '../../../app/useSessionState';
import { useFieldErrors } from '../../../components/form/useFieldErrors';
import { useFormatters } from '../../../components/format/useFormatters';
import { isApiError, toFieldIssues } from '../../../dataProvider/ApiError';
import { useEmailClient } from '../api/useEmailClient';
import { RecipientCountLine, useRecipientCount } from './RecipientCountLine';
import { RecipientsFields } from './RecipientsFields';
import { SenderFields } from './SenderFields';
import { emptySendForm, toBulkSend, toMessage, toRecipientSelector, validateSendForm, type SendFormField, type SendFormValues } from './sendForm';

type Props = {
  templateId: string;
  templates: EmailTemplateSummary[];
  /** Verified sending domains; undefined while they load. */
  domains: SendingDomain[] | undefined;
  domainsFailed: boolean;
  onClose: () => void;
};

/** `YYYY-MM-DDTHH:mm` of a moment in the browser's time zone (what a datetime-local input takes). */
const localInput = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * The send form: template, recipients with their count before sending, subject, From (a verified
 * domain), reply-to, tags and when; a test to oneself first, then the send, which opens its
 * progress. Rules are checked here and again by the server, whose refusals show under their inputs.
 */
export function SendForm({ templateId, templates, domains, domainsFailed, onClose }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const client = useEmailClient();
  const format = useFormatters();
  const me = useSessionState().user?.email ?? '';
  const [values, setValues] = useState<SendFormValues>(() => emptySendForm(templateId, templates.find((x) => x._id === templateId)?.subject ?? ''));
  const [contacts, setContacts] = useState<Contact[]>([]);
  const fieldErrors = useFieldErrors<SendFormField>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<'test' | 'send' | null>(null);
  const selector = toRecipientSelector(values);
  const count = useRecipientCount(selector);
  const fromDomain = values.fromDomain || domains?.[0]?.name || '';
  const form = { ...values, fromDomain };
  const missingTemplate = !templates.some((x) => x._id === values.templateId);
  const errors = fieldErrors.errors;
  // The server names the selector's own field (recipients.listId…); they all show under the recipients.
  const recipientsError = errors.recipients ?? Object.entries(errors as Record<string, string>).find(([field]) => field.startsWith('recipients.'))?.[1];

  const change = (next: Partial<SendFormValues>) => setValues((current) => ({ ...current, ...next }));
  const chooseTemplate = (id: string) => change({ templateId: id, subject: templates.find((x) => x._id === id)?.subject ?? values.subject });
  /** Rule errors first; false when the form may not go. */
  const check = (test: boolean) => {
    const rules = validateSendForm(form, new Date(), test);
    fieldErrors.setRuleErrors(Object.fromEntries(Object.entries(rules).map(([field, key]) => [field, `email.send.errors.${key}`])));
    setRefusal(null);
    return Object.keys(rules).length === 0;
  };
  /** The server's refusal: under the inputs it concerns, or above the form when it concerns none. */
  const refused = (error: unknown) => {
    fieldErrors.setServerErrors(error);
    const onFields = isApiError(error) && Boolean(error.body?.errors || toFieldIssues(error.body?.details));
    setRefusal(onFields ? null : error instanceof Error ? error.message : t('email.send.failed'));
  };
  const handleTest = async () => {
    if (!check(true)) return;
    setBusy('test');
    try {
      await client.sendTest(toMessage(form), me);
      notify(t('email.send.testSent', { email: me }), { type: 'success' });
    } catch (error) {
      refused(error);
    } finally {
      setBusy(null);
    }
  };
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !check(false)) return;
    setBusy('send');
    try {
      const send = await client.sendBulk(toBulkSend(form));
      notify(t(send.state === 'scheduled' ? 'email.send.scheduled' : 'email.send.started'), { type: 'success' });
      navigate(to(`templates/sends/${send._id}`));
    } catch (error) {
      refused(error);
      setBusy(null);
    }
  };
  const now = new Date();
  const sendable = count.data?.sendable ?? 0;

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} sx={{ minHeight: 0, flex: 1 }}>
      <DialogContent dividers>
        <Stack spacing={2}>
          {refusal && <Alert severity="error" role="alert" onClose={() => setRefusal(null)}>{refusal}</Alert>}
          <TextField select size="small" label={t('email.send.template')} value={missingTemplate ? '' : values.templateId} onChange={(e) => chooseTemplate(e.target.value)}
            error={!!errors.templateId || missingTemplate} helperText={errors.templateId ?? (missingTemplate ? t('email.send.templateMissing') : ' ')}>
            {templates.map((x) => <MenuItem key={x._id} value={x._id}>{x.name}</MenuItem>)}
          </TextField>
          <RecipientsFields values={values} onChange={change} contacts={contacts} onContactsChange={setContacts} error={recipientsError} />
          {selector && <RecipientCountLine count={count.data} pending={count.isPending} failed={count.isError} />}
          <Divider />
          <TextField size="small" label={t('email.send.subject')} value={values.subject} onChange={(e) => change({ subject: e.target.value })} {...fieldErrors.fieldProps('subject')} />
          <SenderFields values={form} onChange={change} domains={domains} failed={domainsFailed} errors={{ email: errors['from.email'], name: errors['from.name'] }} />
          <TextField size="small" type="email" label={t('email.send.replyTo')} value={values.replyTo} onChange={(e) => change({ replyTo: e.target.value })} {...fieldErrors.fieldProps('replyTo')} />
          <Autocomplete multiple freeSolo options={[]} value={values.tags} onChange={(_, tags) => change({ tags: tags.map(String) })}
            renderValue={(tags, getItemProps) => tags.map((tag, index) => { const { key, ...props } = getItemProps({ index }); return <Chip key={key} size="small" label={tag} {...props} />; })}
            renderInput={(params) => <TextField {...params} size="small" label={t('email.send.tags')} error={!!errors.tags} helperText={errors.tags ?? t('email.send.tagsHelp', { max: MAX_TAGS })} />} />
          <Stack spacing={1}>
            <Typography id="send-when" variant="body2" component="p">{t('email.send.when')}</Typography>
            <RadioGroup row aria-labelledby="send-when" value={values.when} onChange={(e) => change({ when: e.target.value as 'now' | 'later' })}>
              <FormControlLabel value="now" control={<Radio />} label={t('email.send.now')} />
              <FormControlLabel value="later" control={<Radio />} label={t('email.send.later')} />
            </RadioGroup>
            {values.when === 'later' && (
              <TextField size="small" type="datetime-local" label={t('email.send.sendAt')} value={values.sendAt} onChange={(e) => change({ sendAt: e.target.value })}
                error={!!errors.sendAt} helperText={errors.sendAt ?? t('email.send.sendAtHelp', { days: MAX_SCHEDULE_DAYS })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localInput(now), max: localInput(new Date(now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000)) } }} />
            )}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void handleTest()} disabled={busy !== null || !me || !domains?.length} aria-busy={busy === 'test'}
          startIcon={busy === 'test' ? <CircularProgress size={16} aria-hidden /> : undefined}>
          {t('email.send.test', { email: me })}
        </Button>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <Button onClick={onClose} disabled={busy === 'send'}>{t('email.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy !== null || !domains?.length || (values.when === 'now' && count.data?.sendable === 0)} aria-busy={busy === 'send'}
            startIcon={busy === 'send' ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
            {values.when === 'later' ? t('email.send.schedule') : count.data ? t('email.send.sendTo', { count: sendable, formatted: format.number(sendable) }) : t('email.send.send')}
          </Button>
        </Stack>
      </DialogActions>
    </Stack>
  );
}
