import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { useFormatters } from '../../../components/format/useFormatters';
import type { Draft } from './listClient';

type Props = { drafts: Draft[]; language: string; onDiscard: (draft: Draft) => Promise<void> };

/** Wizards left half-way (getUnlaunchedCampaigns): continue where they stopped, or throw them away. */
export function DraftList({ drafts, language, onDiscard }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [discarding, setDiscarding] = useState<Draft | null>(null);
  if (drafts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="campaign-drafts" sx={{ mb: 3 }}>
      <Typography id="campaign-drafts" variant="h6" component="h2">{t('campaigns.list.drafts')}</Typography>
      <List dense>
        {drafts.map((d) => {
          const name = d.name || t('campaigns.list.untitled');
          return (
            <ListItem key={d._id} divider secondaryAction={
              <Box sx={{ display: 'flex', gap: 1 }}>
                <Button component={Link} to={`/${language}/createad?draft=${d._id}`} size="small" aria-label={t('campaigns.list.continueOne', { name })}>{t('campaigns.list.continue')}</Button>
                <Button color="error" size="small" onClick={() => setDiscarding(d)} aria-label={t('campaigns.list.discardOne', { name })}>{t('campaigns.list.discard')}</Button>
              </Box>
            }>
              <ListItemText primary={name} secondary={t('campaigns.list.draftSaved', { date: format.dateTime(d.updatedAt), type: t(`campaigns.list.types.${d.type}`) })} sx={{ pr: 20 }} />
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        open={discarding !== null}
        title={t('campaigns.list.discardTitle')}
        body={t('campaigns.list.discardBody', { name: discarding?.name || t('campaigns.list.untitled') })}
        confirmLabel={t('campaigns.list.discard')}
        destructive
        onClose={() => setDiscarding(null)}
        onConfirm={async () => { await onDiscard(discarding!); setDiscarding(null); }}
      />
    </Box>
  );
}
