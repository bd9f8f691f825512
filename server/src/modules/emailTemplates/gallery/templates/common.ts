import type { Block, Lang, Palette } from '../blocks';

/** Web-safe font stacks only: every mail client has one of these, and nothing is downloaded. */
export const FONTS = {
  sans: 'Helvetica, Arial, sans-serif',
  serif: "Georgia, 'Times New Roman', Times, serif",
  humanist: "'Trebuchet MS', 'Lucida Grande', Tahoma, sans-serif",
  wide: 'Verdana, Geneva, Tahoma, sans-serif',
} as const;

export const palette = (p: Omit<Palette, 'font'> & { font?: string }): Palette => ({ font: FONTS.sans, ...p });

/**
 * The closing lines every gallery email shares: who sends it and why the reader gets it. The
 * unsubscribe link is not here on purpose: the sender adds it (and List-Unsubscribe) to every send.
 */
/** `reason` completes "…because" in the footer's language. */
export function footer(language: Lang, brand: string, address: string, reason: string): Block {
  return {
    type: 'footer',
    lines: language === 'es'
      ? [`<strong>${brand}</strong> · ${address}`, `Recibes este correo en {{email}} porque ${reason}.`]
      : [`<strong>${brand}</strong> · ${address}`, `You are receiving this email at {{email}} because ${reason}.`],
  };
}

/** Dates written once for gallery entries (they change only when the gallery's copy does). */
export const GALLERY_DATES = { createdTime: '2026-11-02T09:00:00.000Z', updatedAt: '2026-11-20T09:00:00.000Z' };
