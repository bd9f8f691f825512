import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, LinearProgress, Radio, RadioGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES, LANGUAGE_NAMES } from '../../../i18n/languages';
import type { ExportScope } from '../api/createCrmClient';
import { JobProgress } from '../../../components/JobProgress/JobProgress';
import { useJobErrorText } from '../hooks/useJobErrorText';
import { useExportJob, type ExportOptions } from './useExportJob';

export type ExportDialogProps = { open: boolean; onClose: () => void; scope: ExportScope; count: number };

/** Export as a queued job: options, a live progress bar, then the download. */
export function ExportDialog({ open, onClose, scope, count }: ExportDialogProps) {
  const translate = useTranslate();
  const jobErrorText = useJobErrorText();
  const [locale] = useLocaleState();
  // Spanish Excel opens `;`-separated files straight away; English tools expect `,`.
  const [options, setOptions] = useState<ExportOptions>({ language: locale === 'en' ? 'en' : 'es', delimiter: locale === 'en' ? ',' : ';' });
  const { jobId, start, status, download, reset } = useExportJob();
  const job = status.data;
  const done = job?.state === 'completed';

  const handleClose = () => {
    reset();
    onClose();
  };
  const handleStart = () => start.mutate({ scope, options });

  return (
    <Dialog open={open} onClose={handleClose} aria-labelledby="export-title" fullWidth maxWidth="sm">
      <DialogTitle id="export-title">{translate('crm.export.title')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{translate('crm.export.scope', { smart_count: count })}</Typography>
        {!jobId && (
          <>
            <FormControl sx={{ mr: 4 }}>
              <FormLabel id="export-language">{translate('crm.export.language')}</FormLabel>
              <RadioGroup row aria-labelledby="export-language" value={options.language} onChange={(e) => setOptions({ ...options, language: e.target.value as ExportOptions['language'] })}>
                {LANGUAGES.map((language) => (
                  <FormControlLabel key={language} value={language} control={<Radio />} label={LANGUAGE_NAMES[language]} />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel id="export-delimiter">{translate('crm.export.delimiter')}</FormLabel>
              <RadioGroup row aria-labelledby="export-delimiter" value={options.delimiter} onChange={(e) => setOptions({ ...options, delimiter: e.target.value as ExportOptions['delimiter'] })}>
                <FormControlLabel value=";" control={<Radio />} label={translate('crm.export.semicolon')} />
                <FormControlLabel value="," control={<Radio />} label={translate('crm.export.comma')} />
              </RadioGroup>
            </FormControl>
          </>
        )}
        {start.isPending && <LinearProgress aria-label={translate('crm.export.queueing')} />}
        {job && <JobProgress state={job.state} processed={job.processed} total={job.total} label={translate('crm.export.progress')} />}
        {(start.error || job?.state === 'failed' || download.error) && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {(job && jobErrorText(job)) || (start.error ?? download.error)?.message || translate('crm.export.failed')}
          </Alert>
        )}
        {done && (
          <Alert severity="success" sx={{ mt: 2 }}>
            {translate('crm.export.ready', { smart_count: job.processed })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={handleClose}>{translate(done ? 'ra.action.close' : 'ra.action.cancel')}</Button>
        {!jobId && (
          <Button variant="contained" onClick={handleStart} disabled={start.isPending}>
            {translate('crm.export.start')}
          </Button>
        )}
        {done && (
          <Button variant="contained" onClick={() => download.mutate()} disabled={download.isPending}>
            {translate('crm.export.download')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
