import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageLoader } from '../components/PageLoader';
import { useStoreValue } from '../store/useStoreValue';
import { i18n, i18nProviderStore, translationError } from './i18n';

/**
 * Renders nothing but the loader until the first language is loaded, and reports a failed load
 * (in both languages: the translations are what is missing).
 */
export function TranslationsGate({ children }: { children: ReactNode }) {
  const provider = useStoreValue(i18nProviderStore);
  const error = useStoreValue(translationError);
  return (
    <>
      {error && (
        <Alert severity="warning" role="alert">
          No se pudieron cargar las traducciones / Translations could not be loaded ({error.language})
        </Alert>
      )}
      {/* ra-i18n-i18next bundles its own react-i18next copy, so hand ours the instance explicitly. */}
      {provider ? <I18nextProvider i18n={i18n}>{children}</I18nextProvider> : <PageLoader />}
    </>
  );
}
