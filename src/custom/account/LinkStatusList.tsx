import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type LinkStatusListProps = { hasAccount: boolean; hasMCC: boolean };

/** The two conditions of the * routes, each with its state in words (not colour alone). */
export function LinkStatusList({ hasAccount, hasMCC }: LinkStatusListProps) {
  const { t } = useTranslation();
  const rows = [
    { ok: hasAccount, label: t('app.check.adAccount') },
    { ok: hasMCC, label: t('app.check.managerLink') },
  ];
  return (
    <List aria-label={t('app.check.statusLabel')}>
      {rows.map((row) => (
        <ListItem key={row.label}>
          <ListItemIcon>{row.ok ? <CheckCircleIcon color="success" aria-hidden /> : <CancelIcon color="error" aria-hidden />}</ListItemIcon>
          <ListItemText primary={row.label} secondary={row.ok ? t('app.check.done') : t('app.check.missing')} />
        </ListItem>
      ))}
    </List>
  );
}
