import { useMemo } from 'react';
import { landingAiCalls, type LandingAiGoal, type LandingAiTone } from '../../../../contract/landings/ai';
import type { Landing, LandingLanguage } from '../../../../contract/landings';
import type { ApiClient } from '../../../dataProvider/createApiClient';
import { useServices } from '../../../app/useServices';

/** What the dialog sends: the text fields, the logo and the photos as the user chose them. */
export type LandingAiInput = {
  description: string;
  goal: LandingAiGoal;
  tone: LandingAiTone;
  language: LandingLanguage;
  brand: string;
  logo: File | null;
  images: File[];
};

/** createLandingWithIA as multipart: the company in the query (the server checks it before reading any upload). */
export function createLandingAiClient(api: ApiClient, getCompanyId: () => string | null) {
  return {
    create: (input: LandingAiInput) => {
      const companyId = getCompanyId();
      if (!companyId) throw new Error('No company selected');
      const form = new FormData();
      form.append('description', input.description.trim());
      form.append('goal', input.goal);
      form.append('tone', input.tone);
      form.append('language', input.language);
      if (input.brand.trim()) form.append('brand', input.brand.trim());
      if (input.logo) form.append('logo', input.logo);
      for (const image of input.images) form.append('images', image);
      return api.call<Landing>(landingAiCalls.createLandingWithIA, { query: { companyId }, body: form });
    },
  };
}

export type LandingAiClient = ReturnType<typeof createLandingAiClient>;

/** The call over the app's API client and current company (a fake server's in stories). */
export function useLandingAiClient(): LandingAiClient {
  const { api, session } = useServices();
  return useMemo(() => createLandingAiClient(api, session.companyId.get), [api, session]);
}
