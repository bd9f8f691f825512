import { FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../contract/contacts';
import { useContactLists, usePipelines } from '../../crm/hooks/useCrmLookups';
import { ContactPicker } from './ContactPicker';
import { FILTER_FIELDS, RECIPIENT_KINDS, type RecipientKind, type SendFormValues } from './sendForm';

type Props = {
  values: SendFormValues;
  onChange: (change: Partial<SendFormValues>) => void;
  /** The chosen contacts themselves (the form keeps their ids), for showing their names. */
  contacts: Contact[];
  onContactsChange: (contacts: Contact[]) => void;
  error?: string;
};

/** Who a send goes to: a contact list, a filter of contacts (as the contacts list filters), a pipeline stage, or chosen contacts. */
export function RecipientsFields({ values, onChange, contacts, onContactsChange, error }: Props) {
  const { t } = useTranslation();
  const { data: lists = [] } = useContactLists();
  const { data: pipelines = [] } = usePipelines();
  const stages = pipelines.find((p) => p.id === values.pipelineId)?.stages ?? [];
  const help = { error: !!error, helperText: error ?? ' ' };
  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id="send-recipients-kind">{t('email.send.recipients')}</FormLabel>
        <RadioGroup row aria-labelledby="send-recipients-kind" value={values.kind} onChange={(e) => onChange({ kind: e.target.value as RecipientKind })}>
          {RECIPIENT_KINDS.map((kind) => <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(`email.send.kinds.${kind}`)} />)}
        </RadioGroup>
      </FormControl>
      {values.kind === 'list' && (
        <TextField select size="small" label={t('email.send.list')} value={values.listId} onChange={(e) => onChange({ listId: e.target.value })} {...help}>
          {lists.map((l) => <MenuItem key={l.id} value={l.id}>{l.name}</MenuItem>)}
        </TextField>
      )}
      {values.kind === 'filter' && (
        <Stack spacing={1} role="group" aria-label={t('email.send.kinds.filter')}>
          <TextField size="small" type="search" label={t('email.send.filterSearch')} value={values.filter.q}
            onChange={(e) => onChange({ filter: { ...values.filter, q: e.target.value } })} helperText={t('email.send.filterHelp')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {FILTER_FIELDS.map((field) => (
              <TextField key={field} size="small" label={t(`resources.contacts.fields.${field}`)} value={values.filter[field]}
                onChange={(e) => onChange({ filter: { ...values.filter, [field]: e.target.value } })} sx={{ flex: '1 1 140px' }} />
            ))}
          </Stack>
        </Stack>
      )}
      {values.kind === 'stage' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField select size="small" label={t('email.send.pipeline')} value={values.pipelineId} onChange={(e) => onChange({ pipelineId: e.target.value, stageId: '' })} sx={{ flex: 1 }}>
            {pipelines.map((p) => <MenuItem key={p.id} value={p.id}>{p.name}</MenuItem>)}
          </TextField>
          <TextField select size="small" label={t('email.send.stage')} value={values.stageId} disabled={!values.pipelineId} onChange={(e) => onChange({ stageId: e.target.value })} sx={{ flex: 1 }} {...help}>
            {stages.map((s) => <MenuItem key={s._id} value={s._id}>{s.name}</MenuItem>)}
          </TextField>
        </Stack>
      )}
      {values.kind === 'contacts' && (
        <ContactPicker value={contacts} error={error} onChange={(chosen) => { onContactsChange(chosen); onChange({ contactIds: chosen.map((c) => c._id) }); }} />
      )}
    </Stack>
  );
}
