import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export type EventPagerProps = { page: number; total: number; pageSize: number; busy: boolean; onPage: (page: number) => void };

/** Newer / older pages of events, with where the reader is; nothing when everything fits on one page. */
export function EventPager({ page, total, pageSize, busy, onPage }: EventPagerProps) {
  const translate = useTranslate();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>{translate('integrations.events.previous')}</Button>
      <Typography variant="body2" aria-live="polite">{translate('integrations.events.pageOf', { page, pages })}</Typography>
      <Button size="small" onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>{translate('integrations.events.next')}</Button>
    </Box>
  );
}
