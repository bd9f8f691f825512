import { useParams, useSearchParams } from 'react-router';
import { useLanguage } from '../../app/useLanguage';
import { builderStart } from './builder/builderPaths';
import { EmailBuilder } from './builder/EmailBuilder';

/**
 * templates/stripo-builder (a new template; `?from=<galleryTemplateId>&lang=es|en` starts from a
 * gallery template) and templates/stripo-builder/:templateId (a saved one): the email builder.
 */
export default function StripoBuilderPage() {
  const { templateId } = useParams();
  const [search] = useSearchParams();
  const lang = useLanguage();
  const start = builderStart(templateId, search, lang);
  const key = start.kind === 'saved' ? start.templateId : start.kind === 'gallery' ? `${start.galleryTemplateId}:${start.language}` : `blank:${start.language}`;
  return <EmailBuilder key={key} start={start} />;
}
