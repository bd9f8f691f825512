import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslate } from 'react-admin';
import { useServices } from '../app/useServices';

/** SPEC §2: logging out is a full logout that sends the browser to the site root. */
export const FullLogoutMenuItem = forwardRef<HTMLLIElement>(function FullLogoutMenuItem(props, ref) {
  const translate = useTranslate();
  const { session } = useServices();
  const handleLogout = () => session.fullLogout();
  return (
    <MenuItem onClick={handleLogout} ref={ref} {...props}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('ra.auth.logout')}</ListItemText>
    </MenuItem>
  );
});
