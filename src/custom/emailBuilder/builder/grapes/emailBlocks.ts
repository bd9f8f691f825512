import { escapeHtml } from '../../../../../contract/email/mergeVariables';

/**
 * The mjml plugin's blocks the builder offers (issue 14 §1): sections in one to three columns,
 * text, image, button, divider, spacer and social links. Not mj-raw (arbitrary HTML), nor the
 * navbar and hero (their defaults point at outside images and pages).
 */
export const EMAIL_BLOCK_IDS = ['mj-1-column', 'mj-2-columns', 'mj-3-columns', 'mj-text', 'mj-image', 'mj-button', 'mj-divider', 'mj-spacer', 'mj-social-group'] as const;
export type EmailBlockId = (typeof EMAIL_BLOCK_IDS)[number];

/** The blocks' names and starting words in the interface language (the plugin ships English content). */
export type EmailBlockLabels = {
  category: string;
  blocks: Record<EmailBlockId, string>;
  sampleText: string;
  buttonText: string;
  /** The social block's link texts. */
  social: { facebook: string; instagram: string; linkedin: string };
};

/**
 * What a block drops, where the plugin's default would be English text or contact an outside host.
 * The social block is text links: mjml's social icons are images on mailjet.com, which the
 * canvas would fetch (and the email would carry) — the author replaces the `#` links.
 */
export function emailBlockContent(id: string, labels: EmailBlockLabels): { content?: string } {
  const text = escapeHtml(labels.sampleText);
  switch (id) {
    case 'mj-1-column':
      return { content: `<mj-section><mj-column><mj-text>${text}</mj-text></mj-column></mj-section>` };
    case 'mj-2-columns':
      return { content: `<mj-section><mj-column><mj-text>${text}</mj-text></mj-column><mj-column><mj-text>${text}</mj-text></mj-column></mj-section>` };
    case 'mj-3-columns':
      return { content: `<mj-section><mj-column><mj-text>${text}</mj-text></mj-column><mj-column><mj-text>${text}</mj-text></mj-column><mj-column><mj-text>${text}</mj-text></mj-column></mj-section>` };
    case 'mj-text':
      return { content: `<mj-text>${text}</mj-text>` };
    case 'mj-image':
      // The plugin's empty placeholder option falls back to via.placeholder.com; the asset manager opens on drop instead.
      return { content: '<mj-image alt="" />' };
    case 'mj-button':
      return { content: `<mj-button href="#">${escapeHtml(labels.buttonText)}</mj-button>` };
    case 'mj-social-group': {
      const { facebook, instagram, linkedin } = labels.social;
      const links = [facebook, instagram, linkedin].map((name) => `<a href="#" style="color:#1565c0">${escapeHtml(name)}</a>`).join(' · ');
      return { content: `<mj-text align="center">${links}</mj-text>` };
    }
    default:
      return {};
  }
}
