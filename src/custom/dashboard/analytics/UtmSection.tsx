import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contract/analytics';
import { FigureLink } from '../../../components/FigureLink/FigureLink';
import { useFormatters } from '../../../components/format/useFormatters';
import { TableScroll } from '../../../components/TableScroll';
import { DashboardCard } from './DashboardCard';
import { useContactsOf } from './useContactsOf';

/** The most frequent UTM combinations of the period's new contacts. */
export function UtmSection({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const contactsOf = useContactsOf();
  const title = t('dashboard.utm.title');
  const value = (v: string | null) => v ?? <Typography component="span" variant="inherit" color="text.secondary">{t('dashboard.utm.none')}</Typography>;
  return (
    <DashboardCard title={title}>
      {data.utm.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.utm.empty')}</Typography>
      ) : (
        <TableScroll label={title}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('dashboard.utm.source')}</TableCell>
                <TableCell scope="col">{t('dashboard.utm.medium')}</TableCell>
                <TableCell scope="col">{t('dashboard.utm.campaign')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.utm.contacts')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.utm.map((row) => (
                <TableRow key={row.segment}>
                  <TableCell>{value(row.utmSource)}</TableCell>
                  <TableCell>{value(row.utmMedium)}</TableCell>
                  <TableCell>{value(row.utmCampaign)}</TableCell>
                  <TableCell align="right"><FigureLink to={contactsOf(row.segment)} description={t('dashboard.seeContacts')}>{format.number(row.contacts)}</FigureLink></TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </DashboardCard>
  );
}
