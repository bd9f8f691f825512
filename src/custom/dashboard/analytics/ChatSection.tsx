import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
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

/** Chat volume of the period and, per collaborator, conversations, messages sent and how fast they answer. */
export function ChatSection({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatters();
  const contactsOf = useContactsOf();
  const title = t('dashboard.chat.title');
  const { chat } = data;
  return (
    <DashboardCard title={title}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'start', columnGap: 2, m: 0, mb: 2, '& dd': { m: 0, fontWeight: 600 } }}>
        <dt>{t('dashboard.chat.received')}</dt>
        <dd>{format.number(chat.received)}</dd>
        <dt>{t('dashboard.chat.sent')}</dt>
        <dd>{format.number(chat.sent)}</dd>
      </Box>
      {chat.collaborators.length === 0 ? (
        <Typography color="text.secondary">{t('dashboard.chat.empty')}</Typography>
      ) : (
        <TableScroll label={title}>
          <Table size="small" sx={{ '& td': { whiteSpace: 'nowrap' } }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('dashboard.chat.collaborator')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.chat.conversations')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.chat.messagesSent')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.chat.median')}</TableCell>
                <TableCell scope="col" align="right">{t('dashboard.chat.p90')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {chat.collaborators.map((c) => (
                <TableRow key={c.userId}>
                  <TableCell component="th" scope="row">{c.name}</TableCell>
                  <TableCell align="right"><FigureLink to={contactsOf(c.segment)} description={t('dashboard.seeContacts')}>{format.number(c.conversations)}</FigureLink></TableCell>
                  <TableCell align="right">{format.number(c.messagesSent)}</TableCell>
                  <TableCell align="right">{formatDuration(ms(c.medianResponseSeconds), language)}</TableCell>
                  <TableCell align="right">{formatDuration(ms(c.p90ResponseSeconds), language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </DashboardCard>
  );
}
