import { Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ChatTemplate, TemplateStatus } from '../../../contract/chat';
import { StatusChip, type StatusTone } from '../../components/StatusChip/StatusChip';

const TONES: Partial<Record<TemplateStatus, StatusTone>> = { APPROVED: 'success', PENDING: 'info', REJECTED: 'error', PAUSED: 'warning', DISABLED: 'neutral' };

/** The channel's review of a template, with the reason when it was rejected. */
export function TemplateStatusCell() {
  const translate = useTranslate();
  const record = useRecordContext<ChatTemplate>();
  if (!record) return null;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <StatusChip status={record.status} tones={TONES} label={translate(`resources.chatTemplates.status.${record.status}`)} />
      {record.rejectionReason && (
        <Typography variant="caption" color="text.secondary">
          {translate(`resources.chatTemplates.reasons.${record.rejectionReason}`, { _: record.rejectionReason })}
        </Typography>
      )}
    </Stack>
  );
}
