import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Workflow } from '../../../../contract/workflows';
import { useCompanyNames } from '../useCompanyNames';
import { triggerText, withPickedNames } from '../workflowWords';
import { useBuilderOptions } from '../builder/useBuilderOptions';

/** The trigger in words, in the list. */
export function TriggerCell() {
  const translate = useTranslate();
  const names = useCompanyNames();
  // Forms and email templates are named as in the builder (react-query shares the fetches between rows).
  const options = useBuilderOptions();
  const record = useRecordContext<Workflow>();
  if (!record) return null;
  return <Typography variant="body2">{triggerText(translate, record, withPickedNames(names, options))}</Typography>;
}
