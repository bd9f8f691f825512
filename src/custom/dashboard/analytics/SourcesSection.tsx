import { Box, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CONTACT_SOURCES, type Dashboard } from '../../../../contract/analytics';
import { BarChart } from '../../../components/charts/BarChart';
import type { SeriesData } from '../../../components/charts/chartTypes';
import { FigureLink } from '../../../components/FigureLink/FigureLink';
import { LOCALE_OF } from '../../../components/format/formatters';
import { useFormatters } from '../../../components/format/useFormatters';
import { useLanguage } from '../../../app/useLanguage';
import { useContactsOf } from './useContactsOf';

type Over = Dashboard['contactsOverTime'];

/** Points by day, week or month and source as chart series: a stacked part per source that brought anyone. */
export function sourceSeries(over: Over, dayLabel: (day: string) => string, sourceLabel: (source: string) => string): SeriesData {
  const days = [...new Set(over.points.map((p) => p.date))].sort();
  const sources = CONTACT_SOURCES.filter((s) => over.points.some((p) => p.source === s && p.contacts > 0));
  const count = new Map(over.points.map((p) => [`${p.date}|${p.source}`, p.contacts]));
  return {
    categories: days.map(dayLabel),
    series: sources.map((source) => ({ label: sourceLabel(source), data: days.map((d) => count.get(`${d}|${source}`) ?? 0) })),
  };
}

/** New contacts over the period by where they came from, and each source's total opening its contacts. */
export function SourcesSection({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const language = useLanguage();
  const contactsOf = useContactsOf();
  const over = data.contactsOverTime;
  // A month reads as its name and year; days and weeks (their first day) as the day.
  const monthFormat = new Intl.DateTimeFormat(LOCALE_OF[language], { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayLabel = (day: string) => (over.interval === 'month' ? monthFormat.format(new Date(`${day}T00:00:00Z`)) : format.date(day));
  const totals = over.totals.filter((s) => s.contacts > 0);
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
      <BarChart stacked headingLevel={2} title={t('dashboard.sources.title')} data={sourceSeries(over, dayLabel, (s) => t(`dashboard.sources.names.${s}`))} />
      {totals.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography id="dashboard-source-totals" variant="subtitle2" component="h3">{t('dashboard.sources.totals')}</Typography>
          <List dense aria-labelledby="dashboard-source-totals" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            {totals.map((s) => (
              <ListItem key={s.source} disableGutters sx={{ width: 'auto', gap: 0.5 }}>
                {t(`dashboard.sources.names.${s.source}`)}:{' '}
                <FigureLink to={contactsOf(s.segment)} description={t('dashboard.seeContacts')}>{format.number(s.contacts)}</FigureLink>
              </ListItem>
            ))}
          </List>
        </Box>
      )}
    </Box>
  );
}
