import { Box, Button, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toPlanId } from '../../../contract/plans';
import { planName } from '../billing/utils/planName';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import { useSessionState } from '../../app/useSessionState';
import { PageShell } from '../../components/PageShell';
import { useStoreValue } from '../../store/useStoreValue';
import { AREA_LINKS } from './areaLinks';
import { CrmFigures } from './CrmFigures';
import { KeyFigure } from './KeyFigure';
import { QuickActions } from './QuickActions';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } as const;

/** mainpage: the current company's key figures and a way into each area. */
export default function MainPage() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { session, accountLink } = useServices();
  const { user } = useSessionState();
  const companies = useStoreValue(session.companies);
  const companyId = useStoreValue(session.companyId);
  const link = useStoreValue(accountLink.state);
  const company = companies.find((c) => c._id === companyId);
  const linked = link.hasAccount && link.hasMCC;
  const planId = toPlanId(user?.subscription?.subscriptionType);

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
      <QuickActions label={t('app.main.actions.label')} />
      <Box sx={{ ...grid, mb: 4 }}>
        <KeyFigure label={t('app.main.company')} value={company?.name ?? '—'} hint={company ? `${company.currency} · ${company.timezone}` : undefined} />
        <KeyFigure label={t('app.main.companies')} value={String(companies.length)} />
        <KeyFigure label={t('app.main.plan')} value={planId ? planName(planId, t) : '—'} />
        <KeyFigure
          label={t('app.main.adAccount')}
          value={link.status === 'checked' ? (linked ? t('app.main.linked') : t('app.main.notLinked')) : '…'}
          hint={company ? t(`app.roles.${company.role}`) : undefined}
        />
      </Box>
      <CrmFigures sx={{ ...grid, mb: 4 }} />
      {!linked && link.status === 'checked' && (
        <Button variant="contained" component={Link} to={to('check')} sx={{ mb: 4 }}>
          {t('app.main.finishSetup')}
        </Button>
      )}
      <Typography component="h2" variant="h6" gutterBottom>
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
