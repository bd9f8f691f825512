import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '../../../../../contract/campaigns';
import { CountedTextField } from '../../../../components/form/CountedTextField';
import { useAdsClient } from '../../createad/api/useAdsClient';
import { TextListEditor } from '../../createad/components/TextListEditor';
import { useIssueText } from '../../createad/components/useIssueText';
import { PMAX_GROUP, SEARCH_AD } from '../../createad/rules/adRules';
import { visibleIssues, type Issues } from '../../createad/rules/issues';
import { serverIssues } from '../../createad/rules/serverIssues';
import { checkLength, checkTextList } from '../../createad/rules/textRules';
import { AdPreviewSwitcher } from '../../preview/AdPreviewSwitcher';
import { PMaxAdPreview } from '../../preview/PMaxAdPreview';
import { previewAssets } from '../../preview/previewAssets';
import { useCampaignAssets } from '../assets/useCampaignAssets';
import { SaveResult } from '../SaveResult';
import { useSaver } from '../useSaver';

type Texts = { headlines: string[]; descriptions: string[]; longHeadlines: string[]; path1: string; path2: string; businessName: string };

function textsOf(c: CampaignDetail): Texts {
  if (c.type === 'pmax' && c.assetGroup) {
    return { headlines: c.assetGroup.headlines, descriptions: c.assetGroup.descriptions, longHeadlines: c.assetGroup.longHeadlines, path1: '', path2: '', businessName: c.assetGroup.businessName };
  }
  return { headlines: c.ad?.headlines ?? [], descriptions: c.ad?.descriptions ?? [], longHeadlines: [], path1: c.ad?.path1 ?? '', path2: c.ad?.path2 ?? '', businessName: '' };
}

function check(texts: Texts, pmax: boolean): Issues {
  const out: Issues = {};
  checkTextList(out, 'headlines', texts.headlines, pmax ? PMAX_GROUP.headlines : SEARCH_AD.headlines);
  checkTextList(out, 'descriptions', texts.descriptions, pmax ? PMAX_GROUP.descriptions : SEARCH_AD.descriptions);
  if (pmax) {
    checkTextList(out, 'longHeadlines', texts.longHeadlines, PMAX_GROUP.longHeadlines);
    checkLength(out, 'businessName', texts.businessName, PMAX_GROUP.businessName.length);
  } else {
    checkLength(out, 'path1', texts.path1, SEARCH_AD.path.length);
    checkLength(out, 'path2', texts.path2, SEARCH_AD.path.length);
  }
  return out;
}

const clean = (list: string[]) => list.map((s) => s.trim()).filter(Boolean);

/**
 * Titles and subtitles: the search ad's headlines, descriptions and path, or the asset group's
 * texts, with the ad's preview as they are typed (a search ad's with the campaign's assets).
 */
export function AdTextsSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const text = useIssueText();
  const client = useAdsClient();
  const assets = useCampaignAssets(campaign._id);
  const saver = useSaver(campaign._id);
  const pmax = campaign.type === 'pmax';
  const [texts, setTexts] = useState(() => textsOf(campaign));
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Issues>({});
  const issues = { ...visibleIssues(check(texts, pmax), tried), ...refused };
  const set = (patch: Partial<Texts>) => { setTexts((x) => ({ ...x, ...patch })); setRefused({}); };
  const list = (name: 'headlines' | 'descriptions' | 'longHeadlines', rule: { min: number; max: number; length: number }, prefix: string) => (
    <TextListEditor legend={t(`${prefix}.${name}`)} itemLabel={(i) => t(`campaigns.edit.ad.item.${name}`, { n: i + 1 })} addLabel={t(`campaigns.edit.ad.add.${name}`)}
      removeLabel={(i) => t(`campaigns.edit.ad.remove.${name}`, { n: i + 1 })} values={texts[name]} onChange={(v) => set({ [name]: v })} rule={rule} issues={issues} path={name} multiline={name !== 'headlines'} />
  );
  const counted = (name: 'path1' | 'path2' | 'businessName', label: string, maxLength: number) => (
    <CountedTextField size="small" label={label} value={texts[name]} maxLength={maxLength}
      onChange={(e) => set({ [name]: e.target.value })} error={!!issues[name]} helperText={text(issues[name])} />
  );
  const handleSave = async () => {
    setTried(true);
    if (Object.keys(check(texts, pmax)).length) return;
    const body = pmax
      ? { headlines: clean(texts.headlines), descriptions: clean(texts.descriptions), longHeadlines: clean(texts.longHeadlines), businessName: texts.businessName.trim() }
      : { headlines: clean(texts.headlines), descriptions: clean(texts.descriptions), path1: texts.path1.trim() || undefined, path2: texts.path2.trim() || undefined };
    await saver.run(() => client.setAdTexts(campaign._id, body), 'campaigns.edit.ad.saved').catch((e) => setRefused(serverIssues(e, (p) => p.replace(/^body\./, ''))));
  };
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">{t('campaigns.edit.tabs.ad')}</Typography>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: pmax ? 'minmax(0, 1fr)' : 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          {list('headlines', pmax ? PMAX_GROUP.headlines : SEARCH_AD.headlines, 'campaigns.wizard.ad')}
          {pmax && list('longHeadlines', PMAX_GROUP.longHeadlines, 'campaigns.wizard.group')}
          {list('descriptions', pmax ? PMAX_GROUP.descriptions : SEARCH_AD.descriptions, 'campaigns.wizard.ad')}
          {pmax ? (
            counted('businessName', t('campaigns.wizard.business.businessName'), PMAX_GROUP.businessName.length)
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {counted('path1', t('campaigns.wizard.ad.path1'), SEARCH_AD.path.length)}
              {counted('path2', t('campaigns.wizard.ad.path2'), SEARCH_AD.path.length)}
            </Stack>
          )}
        </Stack>
        {pmax ? (
          <PMaxAdPreview headlines={texts.headlines} longHeadlines={texts.longHeadlines} descriptions={texts.descriptions} businessName={texts.businessName}
            finalUrl={campaign.finalUrl} images={campaign.assetGroup?.images.map(({ field }) => ({ field })) ?? []} />
        ) : (
          <AdPreviewSwitcher headlines={texts.headlines} descriptions={texts.descriptions} finalUrl={campaign.finalUrl} path1={texts.path1} path2={texts.path2}
            {...previewAssets(assets.data?.data ?? [])} />
        )}
      </Box>
      <Box>
        <Button variant="contained" onClick={handleSave} disabled={saver.busy}>{saver.busy ? t('campaigns.edit.saving') : t('campaigns.edit.ad.save')}</Button>
        <SaveResult outcome={saver.outcome} />
      </Box>
    </Stack>
  );
}
