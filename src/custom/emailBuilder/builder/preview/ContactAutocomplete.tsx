import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactCalls, type Contact } from '../../../../../contract/contacts';
import { useServices } from '../../../../app/useServices';
import { useDebounced } from '../../../campaigns/segmentation/useDebounced';

const nameOf = (c: Contact) => [c.name, c.surname].filter(Boolean).join(' ') || c.email || c.phone || c._id;

/** One contact of the company, found on the server by name, email or phone as the user types. */
export function ContactAutocomplete({ value, onChange }: { value: Contact | null; onChange: (contact: Contact | null) => void }) {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const [input, setInput] = useState('');
  const searchTerm = useDebounced(input.trim(), 250);
  const search = useQuery({
    queryKey: ['emailBuilder', 'contacts', searchTerm],
    queryFn: () => api.call<{ data: Contact[] }>(contactCalls.contactsByFilter, { query: { page: 1, limit: 10 }, body: { companyId: session.companyId.get(), searchTerm: searchTerm || null } }),
    staleTime: 30_000,
  });
  return (
    <Autocomplete
      options={search.data?.data ?? []}
      value={value}
      onChange={(_, contact) => onChange(contact)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      getOptionLabel={(c) => (c.email ? `${nameOf(c)} <${c.email}>` : nameOf(c))}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      loading={search.isFetching}
      noOptionsText={t('emailBuilder.preview.noContacts')}
      renderInput={(params) => <TextField {...params} size="small" label={t('emailBuilder.preview.contact')} helperText={t('emailBuilder.preview.contactHelp')} />}
    />
  );
}
