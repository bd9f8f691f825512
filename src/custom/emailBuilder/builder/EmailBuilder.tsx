import { Alert, Box, Button } from '@mui/material';
import { Title } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { templateCalls } from '../../../../contract/email/templates';
import { useLanguage } from '../../../app/useLanguage';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { templatesPath, type BuilderStart } from './builderPaths';
import { EmailWorkspace } from './EmailWorkspace';
import { useEmailBuilderData } from './useEmailBuilderData';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

/** The builder once what it opens has loaded; until then, loading, not found or failed, with a way back. */
export function EmailBuilder({ start }: { start: BuilderStart }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const data = useEmailBuilderData(start);
  const canWrite = useCanCall(start.kind === 'saved' ? templateCalls.updateEmailTemplate : templateCalls.createEmailTemplate);
  const back = <Button component={Link} to={templatesPath(lang)} color="inherit">{t('emailBuilder.back')}</Button>;

  // A Stripo design opens only where the server hands out Stripo tokens.
  const stripoMissing = data.data?.draft.builder === 'stripo' && data.builderToken.builder !== 'stripo';
  if (data.data && !stripoMissing) return <EmailWorkspace draft={data.data.draft} customProperties={data.data.customProperties} readOnly={!canWrite} />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title={t('emailBuilder.titleLoading')} />
      <Box component="h1" sx={{ typography: 'h5', mt: 0 }}>{t('emailBuilder.titleLoading')}</Box>
      {data.isPending && <LoadingStatus label={t('emailBuilder.loading')} />}
      {stripoMissing && <Alert severity="warning" action={back}>{t('emailBuilder.stripoUnavailable')}</Alert>}
      {data.notFound && <Alert severity="warning" action={back}>{t('emailBuilder.notFound')}</Alert>}
      {data.isError && !data.notFound && (
        <Alert severity="error" action={<><Button color="inherit" onClick={() => void data.refetch()}>{t('emailBuilder.retry')}</Button>{back}</>}>
          {t('emailBuilder.loadFailed')} {apiErrorMessage(data.error, t)}
        </Alert>
      )}
    </Box>
  );
}
