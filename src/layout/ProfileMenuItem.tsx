import PersonIcon from '@mui/icons-material/Person';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router';
import { useLocalizedPath } from '../app/useLocalizedPath';

export const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(props, ref) {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to('profile')} ref={ref} onClick={() => userMenu?.onClose()} {...props}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.nav.profile')}</ListItemText>
    </MenuItem>
  );
});
