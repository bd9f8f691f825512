import { useTranslation } from 'react-i18next';
import type { Issue } from '../rules/issues';

/**
 * An issue in the user's language (`campaigns.wizard.rules.<key>`). A refusal of the ad platform
 * (`server`) is said by its error name where the app knows it (`campaigns.wizard.platform.<code>`),
 * else with the platform's own text.
 */
export function useIssueText() {
  const { t, i18n } = useTranslation();
  return (found: Issue | undefined): string | undefined => {
    if (!found) return undefined;
    if (found.key === 'server') {
      const key = `campaigns.wizard.platform.${found.params?.code}`;
      return i18n.exists(key) ? t(key, found.params) : String(found.params?.message ?? '');
    }
    return t(`campaigns.wizard.rules.${found.key}`, found.params);
  };
}
