import { useEffect, useRef, useState } from 'react';
import { useAdsClient } from './api/useAdsClient';
import type { WizardAnswers } from './wizardAnswers';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Keeps the unfinished wizard as a draft (saveCampaignDraft) once the answers or the step have
 * stopped changing for `delayMs`: the first save creates it, the next ones update it by its id.
 * Nothing is saved before the user changes something.
 */
export function useDraftAutosave(answers: WizardAnswers, step: number, initialDraftId: string | null, delayMs: number) {
  const client = useAdsClient();
  const [state, setState] = useState<AutosaveState>('idle');
  const [draftId, setDraftId] = useState<string | null>(initialDraftId);
  // The id a save in flight will return: a later save must update that draft, not create another.
  const pending = useRef<Promise<string | null>>(Promise.resolve(initialDraftId));
  const first = useRef({ answers, step });

  useEffect(() => {
    if (first.current.answers === answers && first.current.step === step) return;
    const timer = setTimeout(() => {
      setState('saving');
      pending.current = pending.current.then(async (id) => {
        try {
          const saved = await client.saveDraft({ draftId: id ?? undefined, type: answers.type, name: answers.name.slice(0, 255), step, answers: answers as unknown as Record<string, unknown> });
          setDraftId(saved._id);
          setState('saved');
          return saved._id;
        } catch {
          setState('failed');
          return id;
        }
      });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [answers, step, delayMs, client]);

  return { state, draftId };
}
