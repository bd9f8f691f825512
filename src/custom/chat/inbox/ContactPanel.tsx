import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Contact } from '../../../../contract/contacts';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useContactLists } from '../../crm/hooks/useCrmLookups';
import { useChatClient } from '../api/useChatClient';

/** Beside the thread: who the contact is in the CRM (the name leads to their page), their stages and lists. */
export function ContactPanel({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const client = useChatClient();
  const { data: lists = [] } = useContactLists();
  const [contact, setContact] = useState<Contact | null>(null);
  useEffect(() => {
    let live = true;
    client.contact(conversationId).then((c) => live && setContact(c), () => undefined);
    return () => {
      live = false;
    };
  }, [client, conversationId]);
  if (!contact) return null;
  const name = `${contact.name} ${contact.surname}`.trim() || contact.phone || '—';
  const listNames = lists.filter((l) => contact.contactListIds.includes(l.id)).map((l) => l.name);
  return (
    <Box component="aside" aria-label={t('chat.thread.contact')} sx={{ width: 260, flexShrink: 0, borderLeft: 1, borderColor: 'divider', p: 2, overflowY: 'auto', display: { xs: 'none', lg: 'block' } }}>
      <Typography variant="subtitle1" component="h3">
        <Link component={RouterLink} to={to(`crm/contacts/${contact._id}`)}>{name}</Link>
      </Typography>
      <Stack spacing={0.5} sx={{ my: 1, typography: 'body2', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {contact.phone && <span>{contact.phone}</span>}
        {contact.email && <span>{contact.email}</span>}
        {contact.organization && <span>{contact.organization}</span>}
      </Stack>
      {contact.pipelineStages.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>{t('chat.thread.stages')}</Typography>
          <Stack spacing={0.5} sx={{ mt: 0.5 }}>
            {contact.pipelineStages.map((s) => <Typography key={s.pipelineStageId} variant="body2">{s.pipelineName}: <strong>{s.stageName}</strong></Typography>)}
          </Stack>
        </>
      )}
      {listNames.length > 0 && (
        <>
          <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>{t('chat.thread.lists')}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>{listNames.map((n) => <Chip key={n} size="small" label={n} />)}</Box>
        </>
      )}
    </Box>
  );
}
