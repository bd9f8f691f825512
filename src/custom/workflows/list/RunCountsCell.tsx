import { Link as MuiLink, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { RunStatus, Workflow } from '../../../../contract/workflows';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useFormatters } from '../../../components/format/useFormatters';

/** Runs in progress, completed and failed, each a link to the runs page filtered by that status. */
export function RunCountsCell() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const { number } = useFormatters();
  const record = useRecordContext<Workflow>();
  if (!record) return null;
  // "In progress" covers running, waiting and paused runs; its link shows the running ones first.
  const items: { key: 'active' | 'completed' | 'failed'; status: RunStatus }[] = [
    { key: 'active', status: 'running' },
    { key: 'completed', status: 'completed' },
    { key: 'failed', status: 'failed' },
  ];
  return (
    <Stack direction="row" spacing={1.5} onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
      {items.map(({ key, status }) => {
        const text = translate(`workflows.list.counts.${key}`, { count: number(record.counts[key]) });
        return (
          <MuiLink
            key={key}
            component={Link}
            to={to(`crm/workflow-executions/${record._id}?status=${key === 'active' ? 'active' : status}`)}
            aria-label={translate('workflows.list.counts.label', { what: text })}
            color={key === 'failed' && record.counts.failed > 0 ? 'error' : 'inherit'}
            underline="hover"
            variant="body2"
          >
            {text}
          </MuiLink>
        );
      })}
    </Stack>
  );
}
