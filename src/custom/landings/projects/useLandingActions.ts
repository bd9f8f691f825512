import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { Landing, LandingSummary } from '../../../../contract/landings';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { isApiError } from '../../../dataProvider/ApiError';
import type { LandingsClient } from '../api/landingsClient';
import type { LandingAction } from './LandingCard';
import { landingFailure, subdomainFailure, type LandingFailure } from './landingFailure';

/** The dialog a card opened; kept while it closes (`open` false) so its title does not change during the fade. */
export type LandingDialog = { kind: 'rename' | 'subdomain' | 'domains' | 'pixels' | 'delete'; landing: LandingSummary; open: boolean };

/**
 * What a card's buttons do ("edit" is a link to the builder): duplicate, publish or unpublish at
 * once, or open the dialog that renames, sets the subdomain, attaches custom domains, chooses the Meta pixels or confirms the deletion. Every outcome is
 * announced (react-admin's notification); the plan cap also stays above the cards, with the way
 * to billing.
 */
export function useLandingActions(client: LandingsClient, refresh: () => Promise<unknown>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [busy, setBusy] = useState<{ id: string; action: LandingAction } | null>(null);
  const [dialog, setDialog] = useState<LandingDialog | null>(null);
  const [failure, setFailure] = useState<LandingFailure | null>(null);

  const failed = (key: string, name: string, error: unknown) =>
    notify(key, { type: 'error', messageArgs: { name, reason: apiErrorMessage(error, t) } });

  const duplicate = async (landing: LandingSummary) => {
    setFailure(null);
    try {
      const copy = await client.duplicate(landing._id);
      await refresh();
      notify('landings.notify.duplicated', { type: 'success', messageArgs: { name: copy.name } });
    } catch (e) {
      const refusal = landingFailure(e, t);
      if (refusal.billing) setFailure(refusal);
      notify('landings.notify.duplicateFailed', { type: 'error', messageArgs: { name: landing.name, reason: refusal.text } });
    }
  };

  /** Publishing needs a subdomain first: without one, the subdomain dialog opens instead. */
  const publish = async (landing: LandingSummary, on: boolean) => {
    try {
      await (on ? client.publish(landing._id) : client.unpublish(landing._id));
      await refresh();
      notify(on ? 'landings.notify.published' : 'landings.notify.unpublished', { type: 'success', messageArgs: { name: landing.name } });
    } catch (e) {
      if (isApiError(e) && e.code === 'subdomain_required') {
        notify('landings.notify.subdomainFirst', { type: 'info', messageArgs: { name: landing.name } });
        setDialog({ kind: 'subdomain', landing, open: true });
      } else {
        failed(on ? 'landings.notify.publishFailed' : 'landings.notify.unpublishFailed', landing.name, e);
      }
    }
  };

  const run: Partial<Record<LandingAction, (landing: LandingSummary) => Promise<void>>> = {
    duplicate, publish: (l) => publish(l, true), unpublish: (l) => publish(l, false),
  };

  const start = (action: LandingAction, landing: LandingSummary) => {
    const now = run[action];
    if (busy) return;
    if (now) {
      setBusy({ id: landing._id, action });
      void now(landing).finally(() => setBusy(null));
    } else if (action === 'rename' || action === 'subdomain' || action === 'domains' || action === 'pixels' || action === 'delete') {
      setDialog({ kind: action, landing, open: true });
    }
  };

  return {
    busy, dialog, failure, start,
    clearFailure: () => setFailure(null),
    /** The pixels dialog saved (it announces the outcome itself): the cards read the new choice. */
    pixelsSaved: () => refresh(),
    closeDialog: () => setDialog((d) => d && { ...d, open: false }),
    created: async (landing: Landing) => {
      setFailure(null);
      await refresh();
      notify('landings.notify.created', { type: 'success', messageArgs: { name: landing.name } });
    },
    rename: async (landing: LandingSummary, name: string): Promise<string | null> => {
      try {
        await client.rename(landing._id, name.trim());
      } catch (e) {
        failed('landings.notify.renameFailed', landing.name, e);
        return apiErrorMessage(e, t);
      }
      await refresh();
      notify('landings.notify.renamed', { type: 'success', messageArgs: { name: name.trim() } });
      return null;
    },
    setSubdomain: async (landing: LandingSummary, subdomain: string): Promise<string | null> => {
      let saved: Landing;
      try {
        saved = await client.setSubdomain(landing._id, subdomain);
      } catch (e) {
        const reason = subdomainFailure(e, t);
        notify('landings.notify.subdomainFailed', { type: 'error', messageArgs: { name: landing.name, reason } });
        return reason;
      }
      await refresh();
      notify('landings.notify.subdomainSaved', { type: 'success', messageArgs: { name: landing.name, subdomain: saved.subdomain } });
      return null;
    },
    /** Throws when refused, so the confirmation stays open for another try. */
    remove: async (landing: LandingSummary) => {
      try {
        await client.remove(landing._id);
      } catch (e) {
        failed('landings.notify.deleteFailed', landing.name, e);
        throw e;
      }
      await refresh();
      notify('landings.notify.deleted', { type: 'success', messageArgs: { name: landing.name } });
    },
  };
}

export type LandingActions = ReturnType<typeof useLandingActions>;
