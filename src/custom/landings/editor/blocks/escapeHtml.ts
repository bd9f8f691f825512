const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML content: the user's words never become markup. */
export const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
/** Text as a quoted attribute value. */
export const escapeAttr = escapeText;
