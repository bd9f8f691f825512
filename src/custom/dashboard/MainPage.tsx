import { Alert, Box, Button, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import { useSessionState } from '../../app/useSessionState';
import { todayIn } from '../../components/DateRangePicker/dateRangePresets';
import { PageShell } from '../../components/PageShell';
import { useStoreValue } from '../../store/useStoreValue';
import { AnalyticsDashboard } from './analytics/AnalyticsDashboard';
import { AccountSummary } from './AccountSummary';
import { AREA_LINKS } from './areaLinks';
import { QuickActions } from './QuickActions';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } as const;

export type MainPageProps = {
  /** Today in the company's time zone; given by stories and tests so their periods are fixed. */
  today?: string;
};

/** mainpage: the current company's analytics dashboard, the first things to do and a way into each area. */
export default function MainPage({ today }: MainPageProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { session, accountLink } = useServices();
  const { user } = useSessionState();
  const companies = useStoreValue(session.companies);
  const companyId = useStoreValue(session.companyId);
  const link = useStoreValue(accountLink.state);
  const company = companies.find((c) => c._id === companyId);
  const linked = link.hasAccount && link.hasMCC;
  const checked = link.status === 'checked';

  return (
    <PageShell
      title={t('app.main.title')}
      intro={t('app.main.greeting', { name: user?.name ?? '' })}
      actions={
        <Button component={Link} to={to('mainpage/1')}>
          {t('app.main.simpleView')}
        </Button>
      }
    >
      {checked && !linked && (
        <Alert severity="info" sx={{ mb: 2 }} action={<Button color="inherit" size="small" component={Link} to={to('check')}>{t('app.main.finishSetup')}</Button>}>
          {`${t('app.main.adAccount')}: ${t('app.main.notLinked')}`}
        </Alert>
      )}
      <QuickActions label={t('app.main.actions.label')} />
      {companyId && <AnalyticsDashboard key={companyId} companyId={companyId} today={today ?? todayIn(company?.timezone)} />}
      <AccountSummary company={company} companyCount={companies.length} link={link} />
      <Typography component="h2" variant="h6" gutterBottom sx={{ mt: 4 }}>
        {t('app.main.areas')}
      </Typography>
      <Box component="nav" aria-label={t('app.main.areas')} sx={grid}>
        {AREA_LINKS.map((area) => (
          <Card key={area.path} variant="outlined">
            <CardActionArea component={Link} to={to(area.path)}>
              <CardContent>
                <Typography component="h3" variant="subtitle1">
                  {t(`app.nav.${area.key}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`app.main.areaHints.${area.key}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </PageShell>
  );
}
