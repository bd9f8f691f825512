import {
  Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel,
  Radio, RadioGroup, Typography, useMediaQuery, useTheme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANDING_LANGUAGES, type Landing, type LandingLanguage } from '../../../../contract/landings';
import { useLanguage } from '../../../app/useLanguage';
import type { LandingsClient } from '../api/landingsClient';
import { landingFailure, type LandingFailure } from './landingFailure';
import { RefusalAlert } from '../../../components/RefusalAlert/RefusalAlert';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

type Props = { open: boolean; client: LandingsClient; onClose: () => void; onCreated: (landing: Landing) => void };

/** The template gallery (getAllBrizyTemplates) in a dialog: pick one and the page's language, then create a draft from it. */
export function TemplateGallery({ open, client, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('landings.gallery.title')}</DialogTitle>
      {/* Mounted only while open: each opening starts with nothing chosen. */}
      <GalleryBody client={client} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function GalleryBody({ client, onClose, onCreated }: Omit<Props, 'open'>) {
  const { t } = useTranslation();
  const ui = useLanguage();
  const groupId = useId();
  const [templateId, setTemplateId] = useState('');
  const [language, setLanguage] = useState<LandingLanguage>(ui);
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<LandingFailure | null>(null);
  const templates = useQuery({ queryKey: ['landings', 'templates'], queryFn: () => client.templates(), staleTime: Infinity, retry: false });

  const handleCreate = async () => {
    setCreating(true);
    setFailure(null);
    try {
      onCreated(await client.createFromTemplate(templateId, language));
    } catch (e) {
      setFailure(landingFailure(e, t));
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      <DialogContent dividers>
        <RefusalAlert refusal={failure} billingLabel={t('landings.errors.toBilling')} onClose={() => setFailure(null)} />
        <FormControl component="fieldset" sx={{ mb: 2 }}>
          <FormLabel component="legend">{t('landings.gallery.language')}</FormLabel>
          <RadioGroup row value={language} onChange={(e) => setLanguage(e.target.value as LandingLanguage)} name="landing-language">
            {LANDING_LANGUAGES.map((l) => <FormControlLabel key={l} value={l} control={<Radio />} label={t(`landings.languages.${l}`)} />)}
          </RadioGroup>
        </FormControl>
        <Typography id={groupId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>{t('landings.gallery.templates')}</Typography>
        {templates.isPending && <LoadingStatus label={t('landings.gallery.loading')} sx={{ py: 2 }} />}
        {templates.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => void templates.refetch()}>{t('landings.retry')}</Button>}>{t('landings.gallery.loadFailed')}</Alert>}
        {templates.data && (
          <RadioGroup aria-labelledby={groupId} name="landing-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)}
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
            {templates.data.data.map((tpl) => (
              <Box key={tpl.id} component="label" sx={{
                display: 'flex', gap: 1.5, p: 1, alignItems: 'flex-start', cursor: 'pointer', border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0,
                '&:has(input:checked)': { borderColor: 'primary.main', boxShadow: (th) => `inset 0 0 0 1px ${th.palette.primary.main}` },
                '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}>
                <Radio value={tpl.id} size="small" slotProps={{ input: { 'aria-labelledby': `${groupId}-${tpl.id}`, 'aria-describedby': `${groupId}-${tpl.id}-d` } }} sx={{ p: 0.5 }} />
                <Box component="img" src={tpl.thumbnailUrl} alt={t('landings.gallery.thumbnail', { name: tpl.name[ui] })} loading="lazy"
                  sx={{ width: { xs: 96, sm: 112 }, aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 0.5, flexShrink: 0, bgcolor: 'action.hover' }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography id={`${groupId}-${tpl.id}`} sx={{ fontWeight: 600 }}>{tpl.name[ui]}</Typography>
                  <Typography id={`${groupId}-${tpl.id}-d`} variant="body2" color="text.secondary">{tpl.description[ui]}</Typography>
                </Box>
              </Box>
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={creating}>{t('landings.cancel')}</Button>
        <Button variant="contained" onClick={() => void handleCreate()} disabled={!templateId || creating} aria-busy={creating}
          startIcon={creating ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {t('landings.gallery.create')}
        </Button>
      </DialogActions>
    </>
  );
}
