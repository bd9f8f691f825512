import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../../contract/analytics';
import { FigureLink } from '../../../components/FigureLink/FigureLink';
import { useFormatters } from '../../../components/format/useFormatters';
import { TableScroll } from '../../../components/TableScroll';
import { DashboardCard } from './DashboardCard';
import { useContactsOf } from './useContactsOf';

/**
 * Spend against the contacts and customers each campaign brought, in its ad account's currency;
 * the platform's conversions next to those the closed loop reported to it.
 */
export function CampaignsSection({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const contactsOf = useContactsOf();
  const title = t('dashboard.campaigns.title');
  const see = t('dashboard.seeContacts');
  return (
    <DashboardCard title={title} wide>
      {data.campaigns.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.campaigns.empty')}</Typography>
      ) : (
        <TableScroll label={title}>
          <Table size="small" sx={{ '& td': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('dashboard.campaigns.name')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.campaigns.spend')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.campaigns.contacts')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.campaigns.customers')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.campaigns.conversions')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.campaigns.reported')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.campaigns.costPerContact')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.campaigns.costPerCustomer')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.campaigns.map((c) => (
                <TableRow key={c.campaignId}>
                  <TableCell component="th" scope="row">{c.name}</TableCell>
                  <TableCell align="right">{format.money(c.spend, c.currency)}</TableCell>
                  <TableCell align="right"><FigureLink to={contactsOf(c.segment)} description={see}>{format.number(c.contacts)}</FigureLink></TableCell>
                  <TableCell align="right"><FigureLink to={contactsOf(c.customersSegment)} description={see}>{format.number(c.customers)}</FigureLink></TableCell>
                  <TableCell align="right">{format.number(c.conversions)}</TableCell>
                  <TableCell align="right">{format.number(c.reportedConversions)}</TableCell>
                  <TableCell align="right">{format.money(c.costPerContact, c.currency)}</TableCell>
                  <TableCell align="right">{format.money(c.costPerCustomer, c.currency)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </DashboardCard>
  );
}
