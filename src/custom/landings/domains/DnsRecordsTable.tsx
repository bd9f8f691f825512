import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DnsRecord } from '../../../../contract/landings';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { TableScroll } from '../../../components/TableScroll';
import { CopyButton } from './CopyButton';

const TONES = { ok: 'success', missing: 'warning', wrong: 'error', unchecked: 'neutral' } as const;

/** A value to copy into the DNS host's form: monospace, selectable, with its copy button. */
function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{value}</Typography>
      <CopyButton value={value} label={label} />
    </Box>
  );
}

/** The records the user creates at their DNS host, with what the last check found for each. */
export function DnsRecordsTable({ records, domain }: { records: DnsRecord[]; domain: string }) {
  const { t } = useTranslation();
  return (
    <TableScroll label={t('landingDomains.records.caption', { domain })}>
      <Table size="small" aria-label={t('landingDomains.records.caption', { domain })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('landingDomains.records.type')}</TableCell>
            <TableCell>{t('landingDomains.records.host')}</TableCell>
            <TableCell>{t('landingDomains.records.value')}</TableCell>
            <TableCell>{t('landingDomains.records.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((r) => (
            <TableRow key={`${r.type} ${r.host} ${r.value}`}>
              <TableCell>
                <Typography variant="body2" fontWeight={600}>{r.type}</Typography>
                <Typography variant="caption" color="text.secondary">{t(`landingDomains.records.purpose.${r.purpose}`)}</Typography>
              </TableCell>
              <TableCell><Copyable value={r.host} label={t('landingDomains.records.copyHost', { type: r.type })} /></TableCell>
              <TableCell><Copyable value={r.value} label={t('landingDomains.records.copyValue', { type: r.type })} /></TableCell>
              <TableCell><StatusChip status={r.state} tones={TONES} label={t(`landingDomains.records.states.${r.state}`)} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
