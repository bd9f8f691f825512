import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { IntegrationKind } from '../../../../contract/integrations';
import { useLanguage } from '../../../app/useLanguage';
import { useServices } from '../../../app/useServices';
import { CONNECT_CALL, DISCONNECT_CALL, integrationKeys } from './integrationQueries';
import { useCompanyId } from './useIntegrationQueries';

/** Sends the browser elsewhere (the consent page); tests and stories pass a recorder. */
export type OpenExternal = (url: string) => void;

/**
 * Connecting (a consent session in the UI's language, then the browser goes to its page) and
 * disconnecting (tokens deleted on the server; the screen reloads its state).
 */
export function useConnectionActions(openExternal: OpenExternal) {
  const { api } = useServices();
  const companyId = useCompanyId();
  const language = useLanguage();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState<IntegrationKind | null>(null);
  // Back from the consent page through the browser's history: the page may come back as it was left, busy.
  useEffect(() => {
    const handlePageShow = (e: PageTransitionEvent) => { if (e.persisted) setConnecting(null); };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, []);
  const name = (kind: IntegrationKind) => translate(`integrations.kinds.${kind}.name`);

  const connect = async (kind: IntegrationKind) => {
    setConnecting(kind);
    try {
      const session = await api.call<{ token: string; url: string }>(CONNECT_CALL[kind], { body: { companyId, lang: language } });
      openExternal(session.url);
    } catch (error) {
      notify(translate('integrations.connectFailed', { reason: (error as Error).message }), { type: 'error' });
      setConnecting(null);
    }
  };

  /** Throws on failure so the confirmation stays open for another try. */
  const disconnect = async (kind: IntegrationKind, connectionId: string) => {
    try {
      await api.call(DISCONNECT_CALL[kind], { body: kind === 'gmail' ? { companyId } : { companyId, connectionId } });
    } catch (error) {
      notify(translate('integrations.disconnect.failed', { reason: (error as Error).message }), { type: 'error' });
      throw error;
    }
    notify(translate('integrations.disconnect.done', { name: name(kind) }), { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: integrationKeys.all(companyId) });
  };

  return { connect, disconnect, connecting };
}
