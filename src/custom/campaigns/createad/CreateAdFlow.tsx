import { Alert, Box, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useAdsClient } from './api/useAdsClient';
import { CreateAdWizard } from './CreateAdWizard';
import { answersFromDraft, emptyAnswers } from './wizardAnswers';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

export type CreateAdFlowProps = { autosaveMs?: number };

/** createad: a new wizard, or the unfinished one named by `?draft=<id>` (getUnlaunchedCampaigns) where it was left. */
export function CreateAdFlow({ autosaveMs }: CreateAdFlowProps) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const client = useAdsClient();
  const [params] = useSearchParams();
  const draftId = params.get('draft');
  const drafts = useQuery({ queryKey: ['campaigns', 'drafts'], queryFn: () => client.drafts(), enabled: !!draftId });

  if (!draftId) return <CreateAdWizard initialAnswers={emptyAnswers()} autosaveMs={autosaveMs} />;
  if (drafts.isLoading) {
    return <LoadingStatus layout="block" hideLabel label={t('campaigns.wizard.loadingDraft')} />;
  }
  if (drafts.isError) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error" action={<Button color="inherit" onClick={() => drafts.refetch()}>{t('campaigns.wizard.retry')}</Button>}>{t('campaigns.wizard.draftFailed')}</Alert>
      </Box>
    );
  }
  const draft = drafts.data?.data.find((d) => d._id === draftId);
  if (!draft) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="info" action={<Button color="inherit" component={Link} to={to('createad')}>{t('campaigns.wizard.startNew')}</Button>}>{t('campaigns.wizard.draftGone')}</Alert>
      </Box>
    );
  }
  return <CreateAdWizard key={draft._id} initialAnswers={answersFromDraft({ type: draft.type, ...draft.answers })} initialStep={draft.step} draftId={draft._id} autosaveMs={autosaveMs} />;
}
