import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { customPropertyCalls, type CustomProperty } from '../../../../contract/customProperties';
import { templateCalls, type EmailTemplate } from '../../../../contract/email/templates';
import { useServices } from '../../../app/useServices';
import { isApiError } from '../../../dataProvider/ApiError';
import { useBuilderToken } from '../token/useBuilderToken';
import type { BuilderStart } from './builderPaths';
import { blankDraft, draftFromGallery, draftFromTemplate, type EmailDraft, type GallerySource } from './emailDraft';

/**
 * What the builder opens with: the draft (a saved template, a gallery template, or a blank one in
 * the editor the builder token names) and the company's custom properties for merge variables
 * (none when the role may not read them: the panel then offers the contact's fields only).
 */
export function useEmailBuilderData(start: BuilderStart) {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const builderToken = useBuilderToken();
  const builder = builderToken.builder;
  const query = useQuery({
    queryKey: ['emailBuilder', 'open', start, builder],
    enabled: Boolean(builder),
    queryFn: async (): Promise<{ draft: EmailDraft; customProperties: CustomProperty[] }> => {
      const companyId = session.companyId.get() ?? '';
      const properties = api.call<{ data: CustomProperty[] }>(customPropertyCalls.getCustomProperties, { params: { companyId } }).then((r) => r.data, () => []);
      const draft = (async () => {
        if (start.kind === 'saved') return draftFromTemplate(await api.call<EmailTemplate>(templateCalls.getEmailTemplate, { params: { templateId: start.templateId }, query: { companyId } }));
        if (start.kind === 'gallery') {
          const source = await builderToken.call<GallerySource>(templateCalls.getGalleryTemplate, { params: { id: start.galleryTemplateId }, query: { language: start.language } });
          return draftFromGallery(source, builder!);
        }
        return blankDraft(start.language, builder!, t('emailBuilder.untitled'));
      })();
      const [loaded, customProperties] = await Promise.all([draft, properties]);
      return { draft: loaded, customProperties };
    },
    retry: false,
    // The builder owns the page once open: never refetched under it.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const error = query.error ?? builderToken.error;
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  return {
    data: query.data,
    isPending: !error && !query.data,
    isError: Boolean(error),
    error,
    notFound,
    refetch: () => (builderToken.error ? builderToken.refresh() : query.refetch()),
    builderToken,
  };
}
