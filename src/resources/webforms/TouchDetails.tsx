import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TOUCH_PARAMS, touchSource, type Touch } from '../../../contract/webforms';
import { useFormatDate } from './useFormatDate';

/** One touch (first or last) as a definition list: its source, parameters, referrer, entry page and time. */
export function TouchDetails({ title, touch }: { title: string; touch: Touch | null }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const rows: [string, string][] = touch
    ? [
        [translate('webforms.touch.source'), touchSource(touch)],
        ...TOUCH_PARAMS.filter((p) => touch[p]).map((p): [string, string] => [p, touch[p]!]),
        ...(touch.referrer ? [[translate('webforms.touch.referrer'), touch.referrer] as [string, string]] : []),
        ...(touch.page ? [[translate('webforms.touch.page'), touch.page] as [string, string]] : []),
        [translate('webforms.touch.at'), formatDate(touch.at)],
      ]
    : [];
  return (
    <Box component="section" sx={{ minWidth: 240, flex: 1 }}>
      <Typography variant="subtitle2" component="h3">{title}</Typography>
      {touch ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, fontSize: 14 }}>
          {rows.map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>{k}</Box>
              <Box component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>{v}</Box>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">{translate('webforms.touch.none')}</Typography>
      )}
    </Box>
  );
}
