import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignCriteria } from '../../../../contract/campaigns';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useIssueText } from '../createad/components/useIssueText';
import { serverIssues } from '../createad/rules/serverIssues';
import { DeviceEditor } from './DeviceEditor';
import { LanguagePicker } from './LanguagePicker';
import { LocationPicker } from './LocationPicker';
import { ProximityEditor } from './ProximityEditor';
import { ScheduleEditor, slotIsValid } from './ScheduleEditor';

export type SegmentationFormProps = { initial: CampaignCriteria; onSave: (criteria: CampaignCriteria) => Promise<unknown> };

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`seg-${id}`}>
      <Typography id={`seg-${id}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{title}</Typography>
      {children}
    </Box>
  );
}

/** Where, in which languages, when and on which devices the campaign serves; saved together (updateCampaignCriteria). */
export function SegmentationForm({ initial, onSave }: SegmentationFormProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const [criteria, setCriteria] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; messages: string[] } | null>(null);
  const set = (patch: Partial<CampaignCriteria>) => { setCriteria((c) => ({ ...c, ...patch })); setOutcome(null); };
  const invalid = !criteria.locations.some((l) => !l.negative) || criteria.schedule.some((s) => !slotIsValid(s))
    || criteria.proximity.some((p) => p.address.trim().length < 3 || !(p.radius > 0 && p.radius <= 800))
    || criteria.devices.some((d) => d.bidModifier !== null && d.bidModifier !== 0 && (d.bidModifier < 0.1 || d.bidModifier > 10));
  const handleSave = async () => {
    setBusy(true);
    try {
      await onSave(criteria);
      setOutcome({ ok: true, messages: [t('campaigns.segmentation.saved')] });
    } catch (error) {
      const issues = Object.values(serverIssues(error, (p) => p));
      setOutcome({ ok: false, messages: issues.length ? issues.map((i) => text(i) ?? '') : [apiErrorMessage(error, t)] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Part id="locations" title={t('campaigns.segmentation.locations.title')}>
        <LocationPicker value={criteria.locations} onChange={(locations) => set({ locations })} error={criteria.locations.some((l) => !l.negative) ? undefined : t('campaigns.wizard.rules.oneLocation')} />
      </Part>
      <Part id="proximity" title={t('campaigns.segmentation.proximity.title')}><ProximityEditor value={criteria.proximity} onChange={(proximity) => set({ proximity })} /></Part>
      <Part id="languages" title={t('campaigns.segmentation.languages.title')}><LanguagePicker value={criteria.languages} onChange={(languages) => set({ languages })} /></Part>
      <Part id="schedule" title={t('campaigns.segmentation.schedule.title')}><ScheduleEditor value={criteria.schedule} onChange={(schedule) => set({ schedule })} /></Part>
      <Part id="devices" title={t('campaigns.segmentation.devices.title')}><DeviceEditor value={criteria.devices} onChange={(devices) => set({ devices })} /></Part>
      <Box>
        <Button variant="contained" onClick={handleSave} disabled={busy || invalid}>{busy ? t('campaigns.segmentation.saving') : t('campaigns.segmentation.save')}</Button>
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} sx={{ mt: 1 }}>
            {outcome.messages.map((m) => <div key={m}>{m}</div>)}
          </Alert>
        )}
      </Box>
    </Stack>
  );
}
