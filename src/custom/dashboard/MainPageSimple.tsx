import { Button, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useSessionState } from '../../app/useSessionState';
import { PageShell } from '../../components/PageShell';
import { AREA_LINKS } from './areaLinks';

/** mainpage/1: the simplified start screen, a plain list of the areas. */
export default function MainPageSimple() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const { user } = useSessionState();
  return (
    <PageShell
      title={t('app.main.simpleTitle')}
      intro={t('app.main.greeting', { name: user?.name ?? '' })}
      actions={
        <Button component={Link} to={to('mainpage')}>
          {t('app.main.fullView')}
        </Button>
      }
    >
      <List aria-label={t('app.main.areas')}>
        {AREA_LINKS.map((area) => (
          <ListItem key={area.path} disablePadding>
            <ListItemButton component={Link} to={to(area.path)}>
              <ListItemText primary={t(`app.nav.${area.key}`)} secondary={t(`app.main.areaHints.${area.key}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </PageShell>
  );
}
