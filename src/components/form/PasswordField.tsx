import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LightTextField, type LightTextFieldProps } from './LightTextField';

/** A password input with a labelled show/hide button. */
export function PasswordField(props: LightTextFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const handleToggle = () => setVisible((v) => !v);
  return (
    <LightTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton onClick={handleToggle} edge="end" aria-label={visible ? t('ra.input.password.toggle_visible') : t('ra.input.password.toggle_hidden')}>
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
