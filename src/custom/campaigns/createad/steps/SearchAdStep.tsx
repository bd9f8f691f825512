import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AdPreview } from '../components/AdPreview';
import { CountedField } from '../components/CountedField';
import { TextListEditor } from '../components/TextListEditor';
import { SEARCH_AD } from '../rules/adRules';
import type { StepProps } from './stepProps';

/** The responsive search ad: 3–15 headlines, 2–4 descriptions and the display path, beside its preview. */
export function SearchAdStep({ answers, onChange, issues }: StepProps) {
  const { t } = useTranslation();
  const { ad } = answers;
  const set = (patch: Partial<StepProps['answers']['ad']>) => onChange({ ad: { ...ad, ...patch } });
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Stack spacing={3}>
        <TextListEditor legend={t('campaigns.wizard.ad.headlines')} hint={t('campaigns.wizard.ad.headlinesHint', SEARCH_AD.headlines)}
          itemLabel={(i) => t('campaigns.wizard.ad.headline', { n: i + 1 })} addLabel={t('campaigns.wizard.ad.addHeadline')} removeLabel={(i) => t('campaigns.wizard.ad.removeHeadline', { n: i + 1 })}
          values={ad.headlines} onChange={(headlines) => set({ headlines })} rule={SEARCH_AD.headlines} issues={issues} path="ad.headlines" />
        <TextListEditor legend={t('campaigns.wizard.ad.descriptions')} hint={t('campaigns.wizard.ad.descriptionsHint', SEARCH_AD.descriptions)} multiline
          itemLabel={(i) => t('campaigns.wizard.ad.description', { n: i + 1 })} addLabel={t('campaigns.wizard.ad.addDescription')} removeLabel={(i) => t('campaigns.wizard.ad.removeDescription', { n: i + 1 })}
          values={ad.descriptions} onChange={(descriptions) => set({ descriptions })} rule={SEARCH_AD.descriptions} issues={issues} path="ad.descriptions" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <CountedField size="small" label={t('campaigns.wizard.ad.path1')} value={ad.path1} max={SEARCH_AD.path.length} onChange={(path1) => set({ path1 })} issue={issues['ad.path1']} />
          <CountedField size="small" label={t('campaigns.wizard.ad.path2')} value={ad.path2} max={SEARCH_AD.path.length} onChange={(path2) => set({ path2 })} issue={issues['ad.path2']} />
        </Stack>
      </Stack>
      <AdPreview finalUrl={answers.finalUrl} headlines={ad.headlines} descriptions={ad.descriptions} path1={ad.path1} path2={ad.path2} />
    </Box>
  );
}
