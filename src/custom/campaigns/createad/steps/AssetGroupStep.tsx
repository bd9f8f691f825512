import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PMaxAdPreview } from '../../preview/PMaxAdPreview';
import { ImageFieldUpload } from '../components/ImageFieldUpload';
import { TextListEditor } from '../components/TextListEditor';
import { PMAX_GROUP, PMAX_IMAGE_FIELDS } from '../rules/adRules';
import { useAdImagePreviews } from '../useAdImagePreviews';
import type { StepProps } from './stepProps';

type Group = StepProps['answers']['group'];
const TEXTS = ['headlines', 'longHeadlines', 'descriptions'] as const;

/** The Performance Max asset group: its texts, at the platform's counts and lengths, its images, and how the ads may look. */
export function AssetGroupStep({ answers, onChange, issues }: StepProps) {
  const { t } = useTranslation();
  const { group } = answers;
  const previewImages = useAdImagePreviews(group.images);
  const set = (patch: Partial<Group>) => onChange({ group: { ...group, ...patch } });
  return (
    <Stack spacing={4}>
      {TEXTS.map((name) => (
        <TextListEditor key={name} legend={t(`campaigns.wizard.group.${name}`)} hint={t(`campaigns.wizard.group.${name}Hint`, PMAX_GROUP[name])} multiline={name !== 'headlines'}
          itemLabel={(i) => t(`campaigns.wizard.group.${name}Item`, { n: i + 1 })} addLabel={t(`campaigns.wizard.group.${name}Add`)} removeLabel={(i) => t(`campaigns.wizard.group.${name}Remove`, { n: i + 1 })}
          values={group[name]} onChange={(values) => set({ [name]: values })} rule={PMAX_GROUP[name]} issues={issues} path={`group.${name}`} />
      ))}
      <section aria-labelledby="group-images">
        <Typography id="group-images" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>{t('campaigns.wizard.group.imagesTitle')}</Typography>
        <Stack spacing={3}>
          {PMAX_IMAGE_FIELDS.map((field) => (
            <ImageFieldUpload key={field} field={field} images={group.images} onChange={(images) => set({ images })}
              issue={issues[`group.images.${field}`] ?? Object.entries(issues).find(([p]) => p.startsWith('group.images.') && group.images[Number(p.split('.')[2])]?.field === field)?.[1]} />
          ))}
        </Stack>
      </section>
      <PMaxAdPreview headlines={group.headlines} longHeadlines={group.longHeadlines} descriptions={group.descriptions}
        businessName={answers.businessName} finalUrl={answers.finalUrl} images={previewImages} />
    </Stack>
  );
}
