import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../contract/contacts';
import { useDebounced } from '../../campaigns/segmentation/useDebounced';
import { useEmailClient } from '../api/useEmailClient';

type Props = { value: Contact[]; onChange: (contacts: Contact[]) => void; error?: string };

const nameOf = (c: Contact) => [c.name, c.surname].filter(Boolean).join(' ') || c.email || c.phone || c._id;

/** Contacts chosen one by one, found on the server by name, email or phone. */
export function ContactPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const client = useEmailClient();
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), 250);
  const search = useQuery({ queryKey: ['email', 'contacts', q], queryFn: () => client.searchContacts(q), staleTime: 30_000 });
  return (
    <Autocomplete
      multiple
      options={search.data?.data ?? []}
      value={value}
      onChange={(_, contacts) => onChange(contacts)}
      inputValue={input}
      onInputChange={(_, text, reason) => { if (reason !== 'reset') setInput(text); }}
      getOptionLabel={(c) => (c.email ? `${nameOf(c)} <${c.email}>` : t('email.send.contactNoEmail', { name: nameOf(c) }))}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      loading={search.isFetching}
      loadingText={t('email.send.searching')}
      noOptionsText={search.isError ? t('email.send.searchFailed') : t('email.send.noContacts')}
      renderInput={(params) => <TextField {...params} size="small" label={t('email.send.contacts')} error={!!error} helperText={error ?? ' '} />}
    />
  );
}
