import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FigureLink } from '../FigureLink/FigureLink';
import { useFormatters } from '../format/useFormatters';

export type KeyFigureProps = {
  label: string;
  value: number | null | undefined;
  kind?: 'number' | 'money' | 'percent';
  /** money: its ISO currency. */
  currency?: string;
  /** The same figure in the previous period: the change is shown beside the value. */
  previous?: number | null;
  /** Whether a rise is good news (visits) or bad (cost per conversion): it decides the colour only. */
  higherIsBetter?: boolean;
  loading?: boolean;
  /** Where the things counted are listed: the value becomes a link there, described by `linkDescription`. */
  to?: string;
  linkDescription?: string;
};

/**
 * One figure of a dashboard: its label, its value formatted in the user's language and, against
 * the previous period, the change — said in words and by an arrow, coloured as good or bad news.
 */
export function KeyFigure({ label, value, kind = 'number', currency = 'EUR', previous, higherIsBetter = true, loading, to, linkDescription }: KeyFigureProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const shown = kind === 'money' ? format.money(value, currency) : kind === 'percent' ? format.percent(value) : format.number(value);
  const change = value != null && previous ? (value - previous) / Math.abs(previous) : null;
  const good = change !== null && change !== 0 && (change > 0) === higherIsBetter;
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h3">{label}</Typography>
        {loading ? (
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.75rem' }} aria-label={t('app.components.loading')} />
        ) : (
          <Typography variant="h2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {to ? <FigureLink to={to} description={linkDescription ?? label}>{shown}</FigureLink> : shown}
          </Typography>
        )}
        {!loading && change !== null && (
          <Stack direction="row" spacing={0.5} alignItems="center" sx={{ color: change === 0 ? 'text.secondary' : good ? 'success.main' : 'error.main' }}>
            {change > 0 ? <ArrowUpwardIcon fontSize="small" aria-hidden /> : change < 0 ? <ArrowDownwardIcon fontSize="small" aria-hidden /> : null}
            <Typography variant="body2" component="p">
              {t(change > 0 ? 'app.components.keyFigure.up' : change < 0 ? 'app.components.keyFigure.down' : 'app.components.keyFigure.same', { change: format.percent(Math.abs(change)) })}
            </Typography>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
