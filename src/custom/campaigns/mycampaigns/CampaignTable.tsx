import { Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignListItem } from '../../../../contract/campaigns';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { TableScroll } from '../../../components/TableScroll';
import { useFormatters } from '../../../components/format/useFormatters';
import type { AdsClient } from '../createad/api/adsClient';
import type { CampaignActionFailure } from './CampaignActionError';
import { CampaignRowActions } from './CampaignRowActions';

type Props = { campaigns: CampaignListItem[]; currency: string; client: AdsClient; onChanged: () => Promise<unknown>; onError: (failure: CampaignActionFailure | null) => void };

/** The campaigns with what they cost and brought in the chosen period, money in the account's currency. */
export function CampaignTable({ campaigns, currency, client, onChanged, onError }: Props) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const format = useFormatters();
  const money = (n: number) => format.money(n, currency);
  return (
    <TableScroll label={t('campaigns.list.tableLabel')}>
      <Table size="small" aria-label={t('campaigns.list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('campaigns.list.columns.name')}</TableCell>
            <TableCell>{t('campaigns.list.columns.type')}</TableCell>
            <TableCell>{t('campaigns.list.columns.status')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.budget')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.cost')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.clicks')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.conversions')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.costPerConversion')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {campaigns.map((c) => (
            <TableRow key={c._id} hover>
              <TableCell><MuiLink component={Link} to={to(`statistics/${c._id}`)}>{c.name}</MuiLink></TableCell>
              <TableCell>{t(`campaigns.list.types.${c.type}`)}</TableCell>
              <TableCell><StatusChip status={c.status} tones={{ ENABLED: 'success', PAUSED: 'warning', REMOVED: 'neutral' }} label={t(`campaigns.list.status.${c.status}`)} /></TableCell>
              <TableCell align="right">{t('campaigns.list.perDay', { amount: money(c.dailyBudget) })}</TableCell>
              <TableCell align="right">{money(c.metrics.cost)}</TableCell>
              <TableCell align="right">{format.number(c.metrics.clicks)}</TableCell>
              <TableCell align="right">{format.number(c.metrics.conversions, { decimals: 1 })}</TableCell>
              <TableCell align="right">{c.metrics.conversions ? money(c.metrics.costPerConversion) : '—'}</TableCell>
              <TableCell align="right"><CampaignRowActions campaign={c} client={client} onChanged={onChanged} onError={onError} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
