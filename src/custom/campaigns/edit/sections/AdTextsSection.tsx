import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '../../../../../contract/campaigns';
import { useAdsClient } from '../../createad/api/useAdsClient';
import { AdPreview } from '../../createad/components/AdPreview';
import { CountedField } from '../../createad/components/CountedField';
import { TextListEditor } from '../../createad/components/TextListEditor';
import { PMAX_GROUP, SEARCH_AD } from '../../createad/rules/adRules';
import { visibleIssues, type Issues } from '../../createad/rules/issues';
import { serverIssues } from '../../createad/rules/serverIssues';
import { checkLength, checkTextList } from '../../createad/rules/textRules';
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

/** Titles and subtitles: the search ad's headlines, descriptions and path, or the asset group's texts. */
export function AdTextsSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const client = useAdsClient();
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
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: pmax ? '1fr' : 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={3}>
          {list('headlines', pmax ? PMAX_GROUP.headlines : SEARCH_AD.headlines, 'campaigns.wizard.ad')}
          {pmax && list('longHeadlines', PMAX_GROUP.longHeadlines, 'campaigns.wizard.group')}
          {list('descriptions', pmax ? PMAX_GROUP.descriptions : SEARCH_AD.descriptions, 'campaigns.wizard.ad')}
          {pmax ? (
            <CountedField size="small" label={t('campaigns.wizard.business.businessName')} value={texts.businessName} max={PMAX_GROUP.businessName.length} onChange={(businessName) => set({ businessName })} issue={issues.businessName} />
          ) : (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <CountedField size="small" label={t('campaigns.wizard.ad.path1')} value={texts.path1} max={SEARCH_AD.path.length} onChange={(path1) => set({ path1 })} issue={issues.path1} />
              <CountedField size="small" label={t('campaigns.wizard.ad.path2')} value={texts.path2} max={SEARCH_AD.path.length} onChange={(path2) => set({ path2 })} issue={issues.path2} />
            </Stack>
          )}
        </Stack>
        {!pmax && <AdPreview finalUrl={campaign.finalUrl} headlines={texts.headlines} descriptions={texts.descriptions} path1={texts.path1} path2={texts.path2} />}
      </Box>
      <Box>
        <Button variant="contained" onClick={handleSave} disabled={saver.busy}>{saver.busy ? t('campaigns.edit.saving') : t('campaigns.edit.ad.save')}</Button>
        <SaveResult outcome={saver.outcome} />
      </Box>
    </Stack>
  );
}
