import FacebookIcon from '@mui/icons-material/Facebook';
import {
  Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormGroup, FormHelperText,
  FormLabel, Radio, RadioGroup, Stack, Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { SaveCancelActions } from './SaveCancelActions';
import type { CompanyPixel } from '../../../../contract/integrations';
import type { LandingSummary } from '../../../../contract/landings';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';
import { useLandingsClient } from '../api/useLandingsClient';
import { pixelsFailure } from './landingFailure';

export type LandingPixelsDialogProps = {
  /** The landing whose pixels are chosen; the dialog is closed while null. */
  landing: Pick<LandingSummary, '_id' | 'name' | 'pixelIds'> | null;
  onClose: () => void;
  /** After a save (the list reads the landing's new choice). */
  onSaved?: () => Promise<unknown> | void;
};

/**
 * Which of the company's Meta pixels a landing carries: every one (also those added later, the
 * default) or only those ticked. A published landing's page changes when saved (the server
 * re-stamps its pixel block); the pixels themselves are added on the integrations screen.
 */
export function LandingPixelsDialog({ landing, onClose, onSaved }: LandingPixelsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={landing !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{landing ? t('landings.pixels.title', { name: landing.name }) : ''}</DialogTitle>
      {/* Mounted only while open: each opening starts from the landing's saved choice and reads the pixels afresh. */}
      {landing && <PixelsForm landing={landing} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function PixelsForm({ landing, onClose, onSaved }: Required<Pick<LandingPixelsDialogProps, 'onClose'>> & Pick<LandingPixelsDialogProps, 'onSaved'> & { landing: NonNullable<LandingPixelsDialogProps['landing']> }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const to = useLocalizedPath();
  const client = useLandingsClient();
  const pixels = useQuery({ queryKey: ['landings', 'companyPixels'], queryFn: () => client.companyPixels(), retry: false, staleTime: 0 });
  const [mode, setMode] = useState<'all' | 'some'>(landing.pixelIds === null ? 'all' : 'some');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(landing.pixelIds ?? []));
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const list: CompanyPixel[] = pixels.data?.data ?? [];

  const toggle = (id: string, on: boolean) => setTicked((set) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    // In the company's order; a ticked id the company no longer has is not sent.
    const pixelIds = mode === 'all' ? null : list.map((p) => p.pixelId).filter((id) => ticked.has(id));
    setSaving(true);
    setRefusal(null);
    try {
      await client.setPixels(landing._id, pixelIds);
    } catch (error) {
      const reason = pixelsFailure(error, t);
      setRefusal(reason);
      notify('landings.notify.pixelsFailed', { type: 'error', messageArgs: { name: landing.name, reason } });
      return;
    } finally {
      setSaving(false);
    }
    notify('landings.notify.pixelsSaved', { type: 'success', messageArgs: { name: landing.name } });
    onClose();
    await onSaved?.();
  };

  if (pixels.isPending) {
    return <><DialogContent><LoadingStatus label={t('landings.pixels.loading')} sx={{ py: 2 }} /></DialogContent><CloseOnly onClose={onClose} /></>;
  }
  if (pixels.isError) {
    return (
      <>
        <DialogContent>
          <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void pixels.refetch()}>{t('landings.retry')}</Button>}>
            {t('landings.pixels.loadFailed')}
          </Alert>
        </DialogContent>
        <CloseOnly onClose={onClose} />
      </>
    );
  }
  if (list.length === 0) {
    return (
      <>
        <DialogContent>
          <EmptyState headingLevel={3} icon={<FacebookIcon />} title={t('landings.pixels.emptyTitle')} body={t('landings.pixels.emptyBody')}
            action={{ label: t('landings.pixels.toIntegrations'), to: to('integrations') }} />
        </DialogContent>
        <CloseOnly onClose={onClose} />
      </>
    );
  }
  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate>
      <DialogContent>
        <Stack spacing={2}>
          <FormControl component="fieldset" disabled={saving}>
            <FormLabel component="legend">{t('landings.pixels.legend')}</FormLabel>
            <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as 'all' | 'some')}>
              <FormControlLabel value="all" control={<Radio />} label={t('landings.pixels.all')} />
              <FormControlLabel value="some" control={<Radio />} label={t('landings.pixels.some')} />
            </RadioGroup>
          </FormControl>
          {mode === 'some' && (
            <FormControl component="fieldset" disabled={saving} sx={{ pl: 4 }}>
              <FormLabel component="legend">{t('landings.pixels.listLabel')}</FormLabel>
              <FormGroup>
                {list.map((p) => (
                  <FormControlLabel key={p.pixelId} control={<Checkbox checked={ticked.has(p.pixelId)} onChange={(e) => toggle(p.pixelId, e.target.checked)} />}
                    label={(
                      <span>
                        {p.pixelName}{' '}
                        <Typography component="span" variant="body2" color="text.secondary">{t('landings.pixels.pixelId', { id: p.pixelId })}</Typography>
                      </span>
                    )} />
                ))}
              </FormGroup>
              {!list.some((p) => ticked.has(p.pixelId)) && <FormHelperText>{t('landings.pixels.noneTicked')}</FormHelperText>}
            </FormControl>
          )}
          <Typography variant="body2" color="text.secondary">{t('landings.pixels.applies')}</Typography>
          {refusal && <Alert severity="error">{refusal}</Alert>}
        </Stack>
      </DialogContent>
      <SaveCancelActions saving={saving} onCancel={onClose} />
    </form>
  );
}

function CloseOnly({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return <DialogActions><Button onClick={onClose}>{t('landings.pixels.close')}</Button></DialogActions>;
}
