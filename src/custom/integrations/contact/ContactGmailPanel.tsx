import { Alert, Box, Button, CircularProgress, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { gmailCalls, type GmailMessage } from '../../../../contract/integrations';
import { useServices } from '../../../app/useServices';
import { LoadError } from '../../../components/LoadError/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';
import { useFormatters } from '../../../components/format/useFormatters';
import { integrationKeys } from '../api/integrationQueries';
import { useCompanyId } from '../api/useIntegrationQueries';

export type ContactGmailPanelProps = {
  contactId: string;
  /** The contact has an address to write to. */
  hasEmail: boolean;
  /** The caller may send (contacts:write); reading the thread needs only contacts:read. */
  canSend: boolean;
  /** The caller's own connected mailbox (its threads are the ones they answer in). */
  mailbox?: string | null;
  /** The mailbox is the sandbox's: the contact's reply to one of the caller's threads can be simulated. */
  sandbox?: boolean;
};

const EMPTY_DRAFT = { subject: '', body: '', threadId: undefined as string | undefined };

/** The emails exchanged with a contact through collaborators' mailboxes, and writing one (or a reply) from the caller's own. */
export function ContactGmailPanel({ contactId, hasEmail, canSend, mailbox = null, sandbox = false }: ContactGmailPanelProps) {
  const translate = useTranslate();
  const format = useFormatters();
  const notify = useNotify();
  const { api } = useServices();
  const companyId = useCompanyId();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [simulating, setSimulating] = useState<string | null>(null);
  const messages = useQuery({
    queryKey: [...integrationKeys.all(companyId), 'gmail', contactId],
    queryFn: ({ signal }) => api.call<{ data: GmailMessage[]; total: number }>(gmailCalls.gmailThreads, { params: { companyId: companyId!, contactId }, query: { page: 1, limit: 20 }, signal }),
    enabled: !!companyId,
    retry: 1,
  });
  const replyingTo = draft.threadId ? messages.data?.data.find((m) => m.threadId === draft.threadId) : undefined;

  const handleSend = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await api.call(gmailCalls.sendGmail, { body: { companyId, contactId, subject: draft.subject.trim(), body: draft.body.trim(), ...(draft.threadId ? { threadId: draft.threadId } : {}) } });
      notify(translate('integrations.contact.gmail.sentDone'), { type: 'success' });
      setDraft(EMPTY_DRAFT);
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all(companyId) });
    } catch (error) {
      setFailure(translate('integrations.contact.gmail.sendFailed', { reason: (error as Error).message }));
    } finally {
      setSending(false);
    }
  };

  // The newest message of each of the caller's own threads carries "simulate a reply" (the list is newest first).
  const own = (m: GmailMessage) => !!mailbox && (m.direction === 'sent' ? m.from : m.to).toLowerCase() === mailbox.toLowerCase();
  const simulateOn = new Set<string>();
  if (sandbox && canSend) {
    const seen = new Set<string>();
    for (const m of messages.data?.data ?? []) {
      if (!seen.has(m.threadId) && own(m)) simulateOn.add(m._id);
      seen.add(m.threadId);
    }
  }

  const handleSimulate = async (message: GmailMessage) => {
    setSimulating(message._id);
    try {
      const { received } = await api.call<{ received: GmailMessage[] }>(gmailCalls.simulateGmailReply, { body: { companyId, threadId: message.threadId } });
      notify(translate(received.length ? 'integrations.contact.gmail.simulateDone' : 'integrations.contact.gmail.simulateNone'), { type: received.length ? 'success' : 'info' });
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all(companyId) });
    } catch (error) {
      notify(translate('integrations.contact.gmail.simulateFailed', { reason: (error as Error).message }), { type: 'error' });
    } finally {
      setSimulating(null);
    }
  };

  const handleReply = (message: GmailMessage) => {
    setDraft({ subject: /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`, body: '', threadId: message.threadId });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>{translate('integrations.contact.gmail.title')}</Typography>
      {messages.isPending && <LoadingStatus label={translate('integrations.contact.gmail.loading')} />}
      {messages.isError && <LoadError message={translate('integrations.contact.gmail.loadFailed')} retryLabel={translate('integrations.retry')} onRetry={() => void messages.refetch()} retrying={messages.isFetching} />}
      {messages.data?.data.length === 0 && <Typography variant="body2" color="text.secondary">{translate('integrations.contact.gmail.empty')}</Typography>}
      {!!messages.data?.data.length && (
        <List dense disablePadding aria-label={translate('integrations.contact.gmail.listLabel')}>
          {messages.data.data.map((m) => (
            <ListItem key={m._id} disableGutters divider sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {translate(`integrations.contact.gmail.${m.direction}`)}: {m.subject}
                </Typography>
                <Stack direction="row" spacing={1}>
                  {simulateOn.has(m._id) && (
                    <Button size="small" variant="outlined" onClick={() => void handleSimulate(m)} disabled={simulating !== null} aria-busy={simulating === m._id}
                      aria-label={translate('integrations.contact.gmail.simulateLabel', { subject: m.subject })}
                      startIcon={simulating === m._id ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}>
                      {translate('integrations.contact.gmail.simulate')}
                    </Button>
                  )}
                  {canSend && hasEmail && (
                    <Button size="small" onClick={() => handleReply(m)} aria-label={translate('integrations.contact.gmail.replyLabel', { subject: m.subject })}>
                      {translate('integrations.contact.gmail.reply')}
                    </Button>
                  )}
                </Stack>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {translate('integrations.contact.gmail.fromTo', { from: m.from, to: m.to })}
                {m.sentBy ? ` · ${translate('integrations.contact.gmail.by', { name: m.sentBy.name })}` : ''} · <time dateTime={m.at}>{format.dateTime(m.at)}</time>
              </Typography>
              {m.snippet && <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{m.snippet}</Typography>}
            </ListItem>
          ))}
        </List>
      )}

      {canSend && !hasEmail && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('integrations.contact.gmail.noEmail')}</Typography>}
      {canSend && hasEmail && (
        <Stack component="form" onSubmit={handleSend} spacing={1.5} sx={{ mt: 2 }} aria-label={translate('integrations.contact.gmail.composeLabel')}>
          <Typography component="h4" variant="subtitle2">{translate('integrations.contact.gmail.compose')}</Typography>
          {replyingTo && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary">{translate('integrations.contact.gmail.replying', { subject: replyingTo.subject })}</Typography>
              <Button size="small" onClick={() => setDraft(EMPTY_DRAFT)}>{translate('integrations.contact.gmail.cancelReply')}</Button>
            </Stack>
          )}
          <TextField size="small" required label={translate('integrations.contact.gmail.subject')} value={draft.subject}
            onChange={(e) => setDraft({ ...draft, subject: e.target.value })} slotProps={{ htmlInput: { maxLength: 250 } }} />
          <TextField size="small" required multiline minRows={3} label={translate('integrations.contact.gmail.body')} value={draft.body}
            onChange={(e) => setDraft({ ...draft, body: e.target.value })} slotProps={{ htmlInput: { maxLength: 50_000 } }} />
          {failure && <Alert severity="error" role="alert">{failure}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={sending || !draft.subject.trim() || !draft.body.trim()} aria-busy={sending}
              startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              {translate('integrations.contact.gmail.send')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
