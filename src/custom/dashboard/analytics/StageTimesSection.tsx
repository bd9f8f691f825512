import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contract/analytics';
import { useLanguage } from '../../../app/useLanguage';
import { FigureLink } from '../../../components/FigureLink/FigureLink';
import { formatDuration } from '../../../components/format/formatDuration';
import { useFormatters } from '../../../components/format/useFormatters';
import { TableScroll } from '../../../components/TableScroll';
import { DashboardCard } from './DashboardCard';
import { useContactsOf } from './useContactsOf';

const ms = (seconds: number | null) => (seconds === null ? null : seconds * 1000);

/** How long contacts stayed in each stage (stays that ended in the period). */
export function StageTimesSection({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const contactsOf = useContactsOf();
  const title = t('dashboard.stageTimes.title');
  const rows = data.stageTimes;
  return (
    <DashboardCard title={title}>
      {rows.every((r) => r.contacts === 0) ? (
        <Typography color="text.secondary">{t('dashboard.stageTimes.empty')}</Typography>
      ) : (
        <TableScroll label={title}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('dashboard.stageTimes.stage')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.stageTimes.contacts')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.stageTimes.median')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.stageTimes.average')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.stageId}>
                  <TableCell component="th" scope="row">{row.name}</TableCell>
                  <TableCell align="right"><FigureLink to={contactsOf(row.segment)} description={t('dashboard.seeContacts')}>{format.number(row.contacts)}</FigureLink></TableCell>
                  <TableCell align="right">{formatDuration(ms(row.medianSeconds), language)}</TableCell>
                  <TableCell align="right">{formatDuration(ms(row.averageSeconds), language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </DashboardCard>
  );
}
