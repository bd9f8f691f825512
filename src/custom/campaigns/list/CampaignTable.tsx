import { visuallyHidden } from '@mui/utils';
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignListItem } from '../../../../contract/campaigns';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { TableScroll } from '../../../components/TableScroll';
import { useFormatters } from '../../../components/format/useFormatters';
import { CampaignRowActions } from './CampaignRowActions';
import type { ListClient } from './listClient';

type Props = { campaigns: CampaignListItem[]; currency: string; client: ListClient; language: string; onChanged: () => void; onError: (message: string) => void };

/** The campaigns with what they cost and brought in the chosen period, in the account's currency. */
export function CampaignTable({ campaigns, currency, client, language, onChanged, onError }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (n: number) => format.money(n, currency);
  return (
    <TableScroll label={t('campaigns.list.title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('campaigns.list.columns.name')}</TableCell>
            <TableCell>{t('campaigns.list.columns.status')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.budget')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.cost')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.clicks')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.conversions')}</TableCell>
            <TableCell align="right">{t('campaigns.list.columns.costPerConversion')}</TableCell>
            <TableCell align="right"><Box component="span" sx={visuallyHidden}>{t('campaigns.list.columns.actions')}</Box></TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {campaigns.map((c) => (
            <TableRow key={c._id} hover>
              <TableCell>
                <MuiLink component={Link} to={`/${language}/statistics/${c._id}`}>{c.name}</MuiLink>
                <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>{t(`campaigns.list.types.${c.type}`)}</Box>
              </TableCell>
              <TableCell><StatusChip status={c.status} tones={{ ENABLED: 'success', PAUSED: 'warning' }} label={t(`campaigns.list.status.${c.status}`)} /></TableCell>
              <TableCell align="right">{t('campaigns.list.perDay', { amount: money(c.dailyBudget) })}</TableCell>
              <TableCell align="right">{money(c.metrics.cost)}</TableCell>
              <TableCell align="right">{format.number(c.metrics.clicks)}</TableCell>
              <TableCell align="right">{format.number(c.metrics.conversions, { decimals: 1 })}</TableCell>
              <TableCell align="right">{c.metrics.conversions ? money(c.metrics.costPerConversion) : '—'}</TableCell>
              <TableCell align="right"><CampaignRowActions campaign={c} client={client} language={language} onChanged={onChanged} onError={onError} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
