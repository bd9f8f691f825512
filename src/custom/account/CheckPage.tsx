import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import { PageShell } from '../../components/PageShell';
import { useStoreValue } from '../../store/useStoreValue';
import { LinkStatusList } from './LinkStatusList';
import { checkReason } from './checkReason';
import { useCheckOrigin } from './useCheckOrigin';

/** check: what is missing before campaign or payment pages open (said for the one the user wanted), and the way to fix it. */
export default function CheckPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { accountLink } = useServices();
  const state = useStoreValue(accountLink.state);
  const origin = useCheckOrigin();
  const handleRecheck = () => void accountLink.check();
  return (
    <PageShell title={t('app.check.title')} intro={t(`app.check.intro.${checkReason(origin.from)}`)}>
      <LinkStatusList hasAccount={state.hasAccount} hasMCC={state.hasMCC} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" component={Link} to={to('chooseAccount')} state={origin}>
          {t('app.check.link')}
        </Button>
        <Button variant="outlined" onClick={handleRecheck} disabled={state.status === 'checking'}>
          {t('app.check.recheck')}
        </Button>
        <Button component={Link} to={to('noGoogle')} state={origin}>
          {t('app.check.noAccount')}
        </Button>
      </Stack>
    </PageShell>
  );
}
