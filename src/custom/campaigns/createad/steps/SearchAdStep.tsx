import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CountedTextField } from '../../../../components/form/CountedTextField';
import { AdPreviewSwitcher } from '../../preview/AdPreviewSwitcher';
import { TextListEditor } from '../components/TextListEditor';
import { useIssueText } from '../components/useIssueText';
import { SEARCH_AD } from '../rules/adRules';
import { searchAdPreviewOf } from '../searchAdPreviewOf';
import type { StepProps } from './stepProps';

/** The responsive search ad: 3–15 headlines, 2–4 descriptions and the display path, beside its preview. */
export function SearchAdStep({ answers, onChange, issues }: StepProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const { ad } = answers;
  const set = (patch: Partial<StepProps['answers']['ad']>) => onChange({ ad: { ...ad, ...patch } });
  const path = (name: 'path1' | 'path2') => (
    <CountedTextField size="small" label={t(`campaigns.wizard.ad.${name}`)} value={ad[name]} maxLength={SEARCH_AD.path.length}
      onChange={(e) => set({ [name]: e.target.value })} error={!!issues[`ad.${name}`]} helperText={text(issues[`ad.${name}`])} />
  );
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
      <Stack spacing={3}>
        <TextListEditor legend={t('campaigns.wizard.ad.headlines')} hint={t('campaigns.wizard.ad.headlinesHint', SEARCH_AD.headlines)}
          itemLabel={(i) => t('campaigns.wizard.ad.headline', { n: i + 1 })} addLabel={t('campaigns.wizard.ad.addHeadline')} removeLabel={(i) => t('campaigns.wizard.ad.removeHeadline', { n: i + 1 })}
          values={ad.headlines} onChange={(headlines) => set({ headlines })} rule={SEARCH_AD.headlines} issues={issues} path="ad.headlines" />
        <TextListEditor legend={t('campaigns.wizard.ad.descriptions')} hint={t('campaigns.wizard.ad.descriptionsHint', SEARCH_AD.descriptions)} multiline
          itemLabel={(i) => t('campaigns.wizard.ad.description', { n: i + 1 })} addLabel={t('campaigns.wizard.ad.addDescription')} removeLabel={(i) => t('campaigns.wizard.ad.removeDescription', { n: i + 1 })}
          values={ad.descriptions} onChange={(descriptions) => set({ descriptions })} rule={SEARCH_AD.descriptions} issues={issues} path="ad.descriptions" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {path('path1')}
          {path('path2')}
        </Stack>
      </Stack>
      <AdPreviewSwitcher {...searchAdPreviewOf(answers)} />
    </Box>
  );
}
