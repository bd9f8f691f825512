import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { PageShell } from '../../components/PageShell';

/** thankyou: where a finished campaign order lands. */
export default function ThankYouPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <PageShell title={t('app.thankyou.title')}>
      <Stack spacing={2} alignItems="flex-start">
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography>{t('app.thankyou.body')}</Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" component={Link} to={to('mycampaigns')}>
            {t('app.thankyou.campaigns')}
          </Button>
          <Button variant="outlined" component={Link} to={to('mainpage')}>
            {t('app.thankyou.home')}
          </Button>
        </Stack>
      </Stack>
    </PageShell>
  );
}
