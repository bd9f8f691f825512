import { Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { useFormatters } from '../../../components/format/useFormatters';
import type { CampaignDraft } from '../createad/api/adsClient';

type Props = { drafts: CampaignDraft[]; onDiscard: (draft: CampaignDraft) => Promise<void> };

/** Wizards left half-way (getUnlaunchedCampaigns): continue where they stopped, or discard them after confirming. */
export function DraftList({ drafts, onDiscard }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const format = useFormatters();
  const [discarding, setDiscarding] = useState<CampaignDraft | null>(null);
  if (drafts.length === 0) return null;
  const nameOf = (d: CampaignDraft) => d.name || t('campaigns.list.untitled');
  return (
    <Box component="section" aria-labelledby="campaign-drafts" sx={{ mb: 3 }}>
      <Typography id="campaign-drafts" variant="h6" component="h2">{t('campaigns.list.drafts')}</Typography>
      <List dense aria-labelledby="campaign-drafts">
        {drafts.map((d) => (
          <ListItem key={d._id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText primary={nameOf(d)} secondary={t('campaigns.list.draftSaved', { date: format.dateTime(d.updatedAt), type: t(`campaigns.list.types.${d.type}`) })} />
            <Stack direction="row" spacing={1}>
              <Button component={Link} to={to(`createad?draft=${d._id}`)} size="small" variant="outlined" aria-label={t('campaigns.list.continueOne', { name: nameOf(d) })}>{t('campaigns.list.continue')}</Button>
              <Button color="error" size="small" onClick={() => setDiscarding(d)} aria-label={t('campaigns.list.discardOne', { name: nameOf(d) })}>{t('campaigns.list.discard')}</Button>
            </Stack>
          </ListItem>
        ))}
      </List>
      <ConfirmDialog
        open={discarding !== null}
        title={t('campaigns.list.discardTitle')}
        body={t('campaigns.list.discardBody', { name: discarding ? nameOf(discarding) : '' })}
        confirmLabel={t('campaigns.list.discard')}
        destructive
        onClose={() => setDiscarding(null)}
        onConfirm={async () => { if (discarding) await onDiscard(discarding); setDiscarding(null); }}
      />
    </Box>
  );
}
