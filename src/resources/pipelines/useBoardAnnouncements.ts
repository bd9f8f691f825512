import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

type Labelled = { data: { current?: Record<string, unknown> } } | null;
const label = (item: Labelled) => String(item?.data.current?.label ?? '');
/** Where something is dropped is always a stage: over a card means over that card's stage. */
const stageOf = (item: Labelled) => String(item?.data.current?.stageName ?? '');
const kind = (item: Labelled) => (item?.data.current?.type === 'stage' ? 'stage' : 'contact');

/** What a screen reader hears while a card or a stage is moved with the keyboard, in the user's language. */
export function useBoardAnnouncements(): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const translate = useTranslate();
  return useMemo(
    () => ({
      screenReaderInstructions: { draggable: translate('crm.board.a11y.instructions') },
      announcements: {
        onDragStart: ({ active }) => translate(`crm.board.a11y.${kind(active)}.picked`, { name: label(active) }),
        onDragOver: ({ active, over }) =>
          over ? translate(`crm.board.a11y.${kind(active)}.over`, { name: label(active), target: stageOf(over) }) : translate('crm.board.a11y.nowhere', { name: label(active) }),
        onDragEnd: ({ active, over }) =>
          over ? translate(`crm.board.a11y.${kind(active)}.dropped`, { name: label(active), target: stageOf(over) }) : translate('crm.board.a11y.cancelled', { name: label(active) }),
        onDragCancel: ({ active }) => translate('crm.board.a11y.cancelled', { name: label(active) }),
      },
    }),
    [translate],
  );
}
