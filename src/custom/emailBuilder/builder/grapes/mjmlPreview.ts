import { escapeHtml } from '../../../../../contract/email/mergeVariables';

/**
 * The preview text inboxes show after the subject is MJML's `<mj-preview>` (compiled into a hidden
 * block at the top of the email). The builder's "preview text" input drives it: read from the
 * design when a template starts (a gallery template carries its own), written into it on save.
 */
const PREVIEW = /<mj-preview(?:\s[^>]*)?>([\s\S]*?)<\/mj-preview>/i;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The design's preview text, as plain text ('' when it has none). */
export function previewOf(mjml: string): string {
  const match = PREVIEW.exec(mjml);
  return match ? match[1].replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]).trim() : '';
}

/** The design with this preview text (escaped), or without one when it is empty. */
export function withPreview(mjml: string, text: string): string {
  const clean = text.trim();
  const element = clean ? `<mj-preview>${escapeHtml(clean)}</mj-preview>` : '';
  if (PREVIEW.test(mjml)) return mjml.replace(PREVIEW, () => element);
  if (!clean) return mjml;
  if (/<mj-head(\s[^>]*)?>/i.test(mjml)) return mjml.replace(/<mj-head(\s[^>]*)?>/i, (head) => `${head}${element}`);
  return mjml.replace(/<mjml(\s[^>]*)?>/i, (root) => `${root}<mj-head>${element}</mj-head>`);
}
