import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useServices } from '../app/useServices';
import { useStoreValue } from '../store/useStoreValue';

/** Picks the current company; every company-scoped call and cached query follows it. */
export function CompanySwitcher() {
  const translate = useTranslate();
  const { session } = useServices();
  const companies = useStoreValue(session.companies);
  const companyId = useStoreValue(session.companyId);
  if (companies.length < 2) return null;
  const handleChange = (id: string) => session.switchCompany(id);
  return (
    <TextField
      select
      size="small"
      label={translate('app.companies.current')}
      value={companyId ?? ''}
      onChange={(e) => handleChange(e.target.value)}
      sx={{ minWidth: 180, mr: 1, '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' } }}
    >
      {companies.map((c) => (
        <MenuItem key={c._id} value={c._id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
