import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** "Page · Product" in the browser tab (the product alone while a page has no title yet). */
export function formatDocumentTitle(page: string | null | undefined, product: string): string {
  const name = page?.trim();
  return name ? `${name} · ${product}` : product;
}

/** Names the browser tab after the page, in the current language. */
export function useDocumentTitle(page: string | null | undefined): void {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    document.title = formatDocumentTitle(page, product);
  }, [page, product]);
}
