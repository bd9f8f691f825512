import { Alert, Link as MuiLink } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import type { LandingFailure } from './landingFailure';

/** A refusal as an alert, with the way to billing when the plan's cap is what stopped it. */
export function LandingFailureAlert({ failure, onClose }: { failure: LandingFailure | null; onClose?: () => void }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose} sx={{ mb: 2 }}>
      {failure.text}
      {failure.billing && <> <MuiLink component={Link} to={to('billing')}>{t('landings.errors.toBilling')}</MuiLink></>}
    </Alert>
  );
}
