import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ChatTag } from '../../../contract/chat';

/** The tag as conversations show it: its colour beside its code. */
export function TagColorCell() {
  const record = useRecordContext<ChatTag>();
  if (!record) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: record.color, border: 1, borderColor: 'divider' }} />
      {record.color}
    </Box>
  );
}
