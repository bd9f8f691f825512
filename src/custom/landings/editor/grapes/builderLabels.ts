/** The editor's own words (the interface language), given by the page from its translations. */
export type BuilderLabels = {
  category: string;
  blocks: Record<'hero' | 'features' | 'testimonials' | 'pricing' | 'faq' | 'form' | 'cta' | 'map' | 'video' | 'countdown' | 'image', string>;
  formFields: { legend: string; include: (field: string) => string; text: (field: string) => string; required: string };
  address: string;
  videoFile: string;
  uploading: string;
  uploaded: string;
  countdownEnd: string;
};
