import { Alert, Box, Button, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { conversionCalls, type Conversion } from '../../../contract/campaigns/conversions';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import { StatusChip } from '../../components/StatusChip/StatusChip';
import { TableScroll } from '../../components/TableScroll';
import { useFormatters } from '../../components/format/useFormatters';
import { usePlatformErrorText } from '../../custom/closedLoop/platformError';
import { toPlatformDateTime } from './clickTime';

type Upload = { _id: string; gclid: string; conversionDateTime: string; value: number | null; result: 'accepted' | 'rejected'; error: string | null; contactId: string | null; createdAt: string };

/**
 * Offline conversions of an "upload clicks" action: one click id (gclid) at a time from the form,
 * and every upload with the platform's answer for it (accepted, or rejected with the reason) and
 * whom it was for: the contact the closed loop reported, or "manual" for uploads from this form.
 */
export function ConversionUploads() {
  const translate = useTranslate();
  const format = useFormatters();
  const errorText = usePlatformErrorText();
  const to = useLocalizedPath();
  const { api, session } = useServices();
  const record = useRecordContext<Conversion>();
  const { canAccess: canWrite } = useCanAccess({ resource: 'conversions', action: 'edit' });
  const [form, setForm] = useState({ gclid: '', when: '', value: '' });
  const [busy, setBusy] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const [answer, setAnswer] = useState<Upload | null>(null);
  const companyId = session.companyId.get();
  const conversionId = record?._id;
  const uploadsQuery = useQuery({
    queryKey: ['conversionUploads', companyId, conversionId],
    queryFn: () => api.call<{ data: Upload[] }>(conversionCalls.listConversionUploads, { params: { companyId: companyId!, conversionId: conversionId! }, query: { page: 1, limit: 50 } }),
    enabled: !!companyId && !!conversionId && record?.type === 'UPLOAD_CLICKS',
  });
  const uploads = uploadsQuery.data?.data ?? null;
  const failed = uploadsQuery.isError || sendFailed;
  if (!record || record.type !== 'UPLOAD_CLICKS') return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      const row = { gclid: form.gclid.trim(), conversionDateTime: toPlatformDateTime(form.when), value: form.value === '' ? null : Number(form.value) };
      const res = await api.call<{ data: Upload[] }>(conversionCalls.uploadClickConversions, { params: { companyId: companyId!, conversionId: record._id }, body: { rows: [row] } });
      setAnswer(res.data[0]);
      setSendFailed(false);
      if (res.data[0].result === 'accepted') setForm({ gclid: '', when: '', value: '' });
      await uploadsQuery.refetch();
    } catch {
      setSendFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby="conversion-uploads" sx={{ px: 2, pb: 2 }}>
      <Typography id="conversion-uploads" variant="h6" component="h2">{translate('campaigns.conversions.uploadsTitle')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('campaigns.conversions.uploadsHelp')}</Typography>
      {canWrite && (
        <Stack component="form" onSubmit={submit} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }} aria-label={translate('campaigns.conversions.uploadForm')}>
          <TextField label="gclid" required value={form.gclid} onChange={(e) => setForm({ ...form, gclid: e.target.value })} size="small" />
          <TextField label={translate('campaigns.conversions.when')} type="datetime-local" required value={form.when} onChange={(e) => setForm({ ...form, when: e.target.value })} size="small" slotProps={{ inputLabel: { shrink: true } }} />
          <TextField label={translate('campaigns.conversions.value')} type="number" value={form.value} onChange={(e) => setForm({ ...form, value: e.target.value })} size="small" slotProps={{ htmlInput: { min: 0, step: '0.01' } }} />
          <Button type="submit" variant="contained" disabled={busy}>{translate('campaigns.conversions.upload')}</Button>
        </Stack>
      )}
      {answer && (
        <Alert severity={answer.result === 'accepted' ? 'success' : 'error'} sx={{ mb: 2 }} role="status">
          {answer.result === 'accepted' ? translate('campaigns.conversions.accepted') : translate('campaigns.conversions.rejected', { reason: answer.error ? errorText(answer.error) : '' })}
        </Alert>
      )}
      {failed && <Alert severity="error">{translate('campaigns.conversions.loadFailed')}</Alert>}
      {uploads && uploads.length === 0 && <Typography color="text.secondary">{translate('campaigns.conversions.noUploads')}</Typography>}
      {uploads && uploads.length > 0 && (
        <TableScroll label={translate('campaigns.conversions.uploadsTitle')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>gclid</TableCell>
                <TableCell>{translate('campaigns.conversions.when')}</TableCell>
                <TableCell align="right">{translate('campaigns.conversions.value')}</TableCell>
                <TableCell>{translate('campaigns.conversions.result')}</TableCell>
                <TableCell>{translate('closedLoop.uploads.contact')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {uploads.map((u) => (
                <TableRow key={u._id}>
                  <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{u.gclid}</TableCell>
                  <TableCell>{u.conversionDateTime}</TableCell>
                  <TableCell align="right">{u.value === null ? '—' : format.money(u.value, record.currency)}</TableCell>
                  <TableCell>
                    <StatusChip status={u.result} tones={{ accepted: 'success', rejected: 'error' }} label={translate(`campaigns.conversions.results.${u.result}`)} />
                    {u.error && <Typography variant="caption" display="block" color="text.secondary">{errorText(u.error)}</Typography>}
                  </TableCell>
                  <TableCell>
                    {u.contactId
                      ? <MuiLink component={Link} to={to(`crm/contacts/${u.contactId}`)} underline="hover">{translate('closedLoop.uploads.openContact')}</MuiLink>
                      : <Typography variant="body2" color="text.secondary">{translate('closedLoop.uploads.manual')}</Typography>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </Box>
  );
}
