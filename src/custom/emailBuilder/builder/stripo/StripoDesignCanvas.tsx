import { Alert, Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../app/useLanguage';
import { useSessionState } from '../../../../app/useSessionState';
import { useBuilderToken } from '../../token/useBuilderToken';
import type { DesignCanvasProps } from '../designEngine';
import { loadStripoScript, stripoSnapshot } from './stripoApi';
import { LoadingStatus } from '../../../../components/LoadingStatus/LoadingStatus';

/**
 * Stripo's editor for one email (the server hands out Stripo tokens): its script is loaded only
 * here, it opens the draft's HTML and CSS, asks this app for tokens as they expire, and gives the
 * compiled HTML and its source to the same saves as the GrapesJS builder (builder 'stripo').
 * Variables go in the subject directly, and into Stripo's texts through the clipboard.
 */
export default function StripoDesignCanvas({ draft, onReady, onChange, onGone }: DesignCanvasProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const user = useSessionState().user;
  const { refresh } = useBuilderToken();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const latest = useRef({ draft, onReady, onChange, onGone, refresh, lang, user });
  useEffect(() => {
    latest.current = { draft, onReady, onChange, onGone, refresh, lang, user };
  });

  useEffect(() => {
    let gone = false;
    loadStripoScript().then(() => {
      if (gone || !container.current || !window.UIEditor) return;
      const { draft: d, user: u } = latest.current;
      window.UIEditor.initEditor(container.current, {
        html: d.source, css: d.css, locale: latest.current.lang,
        metadata: { emailId: d.templateId ?? `new-${u?._id ?? ''}`, userId: u?._id ?? '', username: [u?.name, u?.surname].filter(Boolean).join(' ') || String(u?.email ?? '') },
        onTokenRefreshRequest: (callback) => {
          void latest.current.refresh().then((token) => callback(token.token), () => setState('failed'));
        },
        onDataChanged: () => latest.current.onChange(),
      });
      setState('ready');
      latest.current.onReady({
        snapshot: () => {
          const api = window.StripoEditorApi?.actionsApi;
          return api ? stripoSnapshot(api) : Promise.reject(new Error('Stripo editor is not ready'));
        },
        // Stripo's texts live in its own frame, out of this page's reach: the variable goes to the clipboard to paste there.
        insertAtCursor: async (text) => {
          try {
            await navigator.clipboard.writeText(text);
            return 'copied';
          } catch {
            return false;
          }
        },
      });
    }, () => !gone && setState('failed'));
    return () => {
      gone = true;
      window.UIEditor?.removeEditor?.();
      latest.current.onGone(null);
    };
  }, []);

  return (
    <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, position: 'relative', display: 'flex', flexDirection: 'column' }}>
      {state === 'loading' && <LoadingStatus label={t('emailBuilder.stripo.loading')} sx={{ p: 2 }} />}
      {state === 'failed' && <Alert severity="error" sx={{ m: 2 }}>{t('emailBuilder.stripo.failed')}</Alert>}
      <Box ref={container} role="region" aria-label={t('emailBuilder.canvasLabel')} sx={{ flex: 1, minHeight: 0 }} />
    </Box>
  );
}
