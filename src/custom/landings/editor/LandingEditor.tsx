import { Alert, Box, Button } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../app/useLanguage';
import { projectsPath } from './editorPaths';
import { LandingWorkspace } from './LandingWorkspace';
import { useLandingEditorData } from './useLandingEditorData';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

/** landing-editor/:landingId: the page builder of one landing, once it has loaded. */
export function LandingEditor({ landingId }: { landingId: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const data = useLandingEditorData(landingId);
  const back = <Button component={Link} to={projectsPath(lang)} color="inherit">{t('landingEditor.back')}</Button>;

  if (data.data) return <LandingWorkspace key={landingId} {...data.data} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title={t('landingEditor.titleLoading')} />
      <Box component="h1" sx={{ typography: 'h5', mt: 0 }}>{t('landingEditor.titleLoading')}</Box>
      {data.isPending && <LoadingStatus label={t('landingEditor.loading')} />}
      {data.notFound && <Alert severity="warning" action={back}>{t('landingEditor.notFound')}</Alert>}
      {data.isError && !data.notFound && (
        <Alert severity="error" action={<><Button color="inherit" onClick={() => void data.refetch()}>{t('landingEditor.retry')}</Button>{back}</>}>
          {t('landingEditor.loadFailed')}
        </Alert>
      )}
    </Box>
  );
}
