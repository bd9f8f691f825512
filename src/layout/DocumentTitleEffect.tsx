import { useEffect, useState } from 'react';
import { useDocumentTitle } from '../app/useDocumentTitle';

/**
 * Signed-in pages name themselves once, with react-admin's <Title> (app bar): this follows the
 * app bar's title and names the browser tab after it, so no page sets the tab title on its own.
 */
export function DocumentTitleEffect() {
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    const target = document.getElementById('react-admin-title');
    if (!target) return;
    const read = () => setPage(target.textContent);
    read();
    const observer = new MutationObserver(read);
    observer.observe(target, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  useDocumentTitle(page);
  return null;
}
