import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { ImportStatus } from '../../../../contract/contactJobs';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { JobProgress } from '../../../components/JobProgress/JobProgress';
import { ImportErrorReport } from './ImportErrorReport';
import { useJobErrorText } from '../hooks/useJobErrorText';

export type ImportProgressStepProps = { status: ImportStatus | undefined; onRestart: () => void };

const COUNTS = ['created', 'updated', 'skipped', 'failed'] as const;

/** The running import: a live progress bar and counts, then the report of failed rows. */
export function ImportProgressStep({ status, onRestart }: ImportProgressStepProps) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const jobErrorText = useJobErrorText();
  if (!status) return <JobProgress state="queued" processed={0} total={null} label={translate('crm.import.progress')} />;
  const finished = status.state === 'completed' || status.state === 'failed';
  return (
    <Box>
      <JobProgress state={status.state} processed={status.processed} total={status.total} label={translate('crm.import.progress')} />
      <Stack direction="row" spacing={3} component="dl" sx={{ my: 2, '& dt': { color: 'text.secondary', fontSize: 14 }, '& dd': { m: 0, fontSize: 24 } }}>
        {COUNTS.map((count) => (
          <div key={count}>
            <dt>{translate(`crm.import.counts.${count}`)}</dt>
            <dd data-testid={`import-${count}`}>{status[count]}</dd>
          </div>
        ))}
      </Stack>
      {status.state === 'failed' && <Alert severity="error" role="alert">{jobErrorText(status) ?? translate('crm.import.failed')}</Alert>}
      {status.state === 'completed' && (
        <Alert severity={status.failed ? 'warning' : 'success'} role="status">
          {translate('crm.import.done', {
            created: translate('crm.import.doneCreated', { smart_count: status.created }),
            updated: translate('crm.import.doneUpdated', { smart_count: status.updated }),
            skipped: translate('crm.import.doneSkipped', { smart_count: status.skipped }),
            failed: translate('crm.import.doneFailed', { smart_count: status.failed }),
          })}
        </Alert>
      )}
      <ImportErrorReport errors={status.errors} truncated={status.errorsTruncated} fileName={status.fileName} />
      {finished && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" component={Link} to={to('crm/contacts')}>{translate('crm.import.seeContacts')}</Button>
          <Button onClick={onRestart}>{translate('crm.import.another')}</Button>
        </Stack>
      )}
    </Box>
  );
}
