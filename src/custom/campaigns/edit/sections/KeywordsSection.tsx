import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Chip, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail, Keyword } from '../../../../../contract/campaigns';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { useAdsClient } from '../../createad/api/useAdsClient';
import { KeywordAddForm } from '../../createad/components/KeywordAddForm';
import { SaveResult } from '../SaveResult';
import { useSaver } from '../useSaver';

/** One list of keywords (positive or negative): added with a match type, removed after a confirmation. */
function KeywordList({ campaign, negative }: { campaign: CampaignDetail; negative: boolean }) {
  const { t } = useTranslation();
  const client = useAdsClient();
  const saver = useSaver(campaign._id);
  const [removing, setRemoving] = useState<Keyword | null>(null);
  const keywords = negative ? campaign.negativeKeywords : campaign.keywords;
  const name = negative ? 'negative' : 'positive';
  return (
    <section aria-labelledby={`kw-${name}`}>
      <Typography id={`kw-${name}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{t(`campaigns.edit.keywords.${name}`, { count: keywords.length })}</Typography>
      <KeywordAddForm label={t(`campaigns.edit.keywords.new.${name}`)} addLabel={t('campaigns.wizard.keywords.add')} defaultMatch={negative ? 'BROAD' : 'PHRASE'} existing={keywords.map((k) => k.text)} busy={saver.busy}
        onAdd={(k) => saver.run(() => client.addKeywords(campaign._id, negative, [k]), 'campaigns.edit.keywords.added', { text: k.text }).then(() => undefined, () => undefined)} />
      {keywords.length === 0 ? (
        <Typography color="text.secondary">{t(`campaigns.edit.keywords.empty.${name}`)}</Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t(`campaigns.edit.keywords.list.${name}`)}>
          {keywords.map((k) => (
            <Stack component="li" key={k.id} direction="row" spacing={1} alignItems="center">
              <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{k.text}</Typography>
              <Chip size="small" variant="outlined" label={t(`campaigns.wizard.keywords.match.${k.matchType}`)} />
              <Tooltip title={t('campaigns.wizard.keywords.remove', { text: k.text })}>
                <IconButton aria-label={t('campaigns.wizard.keywords.remove', { text: k.text })} onClick={() => setRemoving(k)}><DeleteOutlineIcon /></IconButton>
              </Tooltip>
            </Stack>
          ))}
        </Stack>
      )}
      <SaveResult outcome={saver.outcome} />
      <ConfirmDialog open={!!removing} destructive title={t('campaigns.edit.keywords.confirmRemove', { text: removing?.text })} body={t('campaigns.edit.keywords.confirmBody')}
        confirmLabel={t('campaigns.edit.remove')} onClose={() => setRemoving(null)}
        onConfirm={() => saver.run(() => client.removeKeywords(campaign._id, negative, [removing!.id]), 'campaigns.edit.keywords.removed', { text: removing!.text }).then(() => undefined)} />
    </section>
  );
}

/** Keywords a search campaign shows for, and negative keywords it never shows for. */
export function KeywordsSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={4}>
      <Typography variant="h6" component="h2">{t('campaigns.edit.tabs.keywords')}</Typography>
      {campaign.type === 'search' ? <KeywordList campaign={campaign} negative={false} /> : <Typography color="text.secondary">{t('campaigns.edit.keywords.searchOnly')}</Typography>}
      <KeywordList campaign={campaign} negative />
    </Stack>
  );
}
