import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { INTEGRATION_ERROR_CODES, INTEGRATION_KINDS, type IntegrationKind } from '../../../contract/integrations';

type ErrorCode = (typeof INTEGRATION_ERROR_CODES)[number];
export type ConsentReturn = { outcome: 'connected'; kind: IntegrationKind } | { outcome: 'failed'; code: ErrorCode };

const RETURN_PARAMS = ['connected', 'integrationError'] as const;
const isKind = (value: string): value is IntegrationKind => (INTEGRATION_KINDS as readonly string[]).includes(value);
const isCode = (value: string): value is ErrorCode => (INTEGRATION_ERROR_CODES as readonly string[]).includes(value);

/** What the URL says about a return from a consent page (`?connected=<kind>` or `?integrationError=<code>`). */
export function readConsentReturn(params: URLSearchParams): ConsentReturn | null {
  const error = params.get('integrationError');
  if (error !== null) return { outcome: 'failed', code: isCode(error) ? error : 'unknown' };
  const connected = params.get('connected');
  return connected !== null && isKind(connected) ? { outcome: 'connected', kind: connected } : null;
}

/**
 * The outcome of a consent page the browser came back from: kept for the screen to say once, and
 * taken out of the URL (replacing the history entry) so a reload or a shared link does not repeat it.
 */
export function useConsentReturn() {
  const [params, setParams] = useSearchParams();
  // Read at mount: the browser comes back from the consent page with a fresh load of this screen.
  const [outcome, setOutcome] = useState<ConsentReturn | null>(() => readConsentReturn(params));
  useEffect(() => {
    if (!RETURN_PARAMS.some((key) => params.has(key))) return;
    const next = new URLSearchParams(params);
    for (const key of RETURN_PARAMS) next.delete(key);
    setParams(next, { replace: true });
  }, [params, setParams]);
  return { outcome, dismiss: () => setOutcome(null) };
}
