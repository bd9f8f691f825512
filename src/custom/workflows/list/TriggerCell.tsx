import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Workflow } from '../../../../contract/workflows';
import { useCompanyNames } from '../useCompanyNames';
import { triggerText } from '../workflowWords';

/** The trigger in words, in the list. */
export function TriggerCell() {
  const translate = useTranslate();
  const names = useCompanyNames();
  const record = useRecordContext<Workflow>();
  if (!record) return null;
  return <Typography variant="body2">{triggerText(translate, record, names)}</Typography>;
}
