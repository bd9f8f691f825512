import { Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCustomDomain, type CustomDomain } from '../../../../contract/landings';
import { RefusalAlert } from '../../../components/RefusalAlert/RefusalAlert';
import type { Refusal } from '../../../components/RefusalAlert/RefusalAlert';
import { domainFailure } from './domainFailure';
import type { DomainsClient } from './domainsClient';

type Props = { landingId: string; client: DomainsClient; onAdded: (domain: CustomDomain) => void };

/** The domain to attach: checked while typed with the server's rule, the server's refusal on the field or above it. */
export function AddDomainForm({ landingId, client, onAdded }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  const checked = checkCustomDomain(value);
  const error = fieldError ?? (touched && !checked.ok ? t(`landingDomains.problems.${checked.problem}`) : null);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!checked.ok) return;
    setSaving(true);
    setRefusal(null);
    try {
      onAdded(await client.create(landingId, value));
      setValue('');
      setTouched(false);
    } catch (failure) {
      const outcome = domainFailure(failure, t);
      if ('field' in outcome) setFieldError(outcome.field);
      else setRefusal(outcome.refusal);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate>
      <RefusalAlert refusal={refusal} billingLabel={t('landingDomains.seePlans')} onClose={() => setRefusal(null)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          fullWidth size="small" label={t('landingDomains.add.label')} placeholder="www.example.com" value={value} disabled={saving}
          onChange={(e) => { setValue(e.target.value); setTouched(true); setFieldError(null); }}
          error={Boolean(error)} helperText={error ?? t('landingDomains.add.hint')}
          slotProps={{ htmlInput: { maxLength: 253, autoCapitalize: 'none', spellCheck: false, inputMode: 'url' } }}
        />
        <Button type="submit" variant="contained" disabled={saving} sx={{ flexShrink: 0 }}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {t('landingDomains.add.submit')}
        </Button>
      </Stack>
    </form>
  );
}
