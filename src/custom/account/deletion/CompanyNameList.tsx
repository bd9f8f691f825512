import { List, ListItem, Typography } from '@mui/material';
import { useId } from 'react';

/** A titled list of company names (what the account's deletion erases, or leaves); nothing when empty. */
export function CompanyNameList({ title, companies }: { title: string; companies: { _id: string; name: string }[] }) {
  const id = useId();
  if (!companies.length) return null;
  return (
    <>
      <Typography id={id} variant="subtitle2" component="h3">{title}</Typography>
      <List dense aria-labelledby={id} sx={{ mb: 1 }}>
        {companies.map((c) => <ListItem key={c._id}>{c.name}</ListItem>)}
      </List>
    </>
  );
}
