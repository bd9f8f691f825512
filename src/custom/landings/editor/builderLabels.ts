import type { TFunction } from 'i18next';
import { FORM_FIELD_NAMES } from '../../../../contract/landings';
import type { ContactFieldName } from './blocks/formFields';
import type { BuilderLabels } from './grapes/builderLabels';

/** The editor's words in the interface language, for GrapesJS's panels and our blocks and traits. */
export function builderLabels(t: TFunction): BuilderLabels {
  const block = (kind: keyof BuilderLabels['blocks']) => t(`landingEditor.builder.blocks.${kind}`);
  return {
    category: t('landingEditor.builder.category'),
    blocks: {
      hero: block('hero'), features: block('features'), testimonials: block('testimonials'), pricing: block('pricing'), faq: block('faq'),
      form: block('form'), cta: block('cta'), map: block('map'), video: block('video'), countdown: block('countdown'), image: block('image'),
    },
    formFields: {
      legend: t('landingEditor.builder.formFields.legend'),
      include: (field) => t('landingEditor.builder.formFields.include', { field }),
      text: (field) => t('landingEditor.builder.formFields.text', { field }),
      required: t('landingEditor.builder.formFields.required'),
    },
    address: t('landingEditor.builder.address'),
    videoFile: t('landingEditor.builder.videoFile'),
    uploading: t('landingEditor.builder.uploading'),
    uploaded: t('landingEditor.builder.uploaded'),
    countdownEnd: t('landingEditor.builder.countdownEnd'),
  };
}

/** The contact fields' names as the form picker shows them. */
export function contactFieldLabels(t: TFunction): Record<ContactFieldName, string> {
  return Object.fromEntries(FORM_FIELD_NAMES.map((name) => [name, t(`landingEditor.contactFields.${name}`)])) as Record<ContactFieldName, string>;
}
