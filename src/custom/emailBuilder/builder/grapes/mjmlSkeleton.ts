import type { EmailTemplate } from '../../../../../contract/email/templates';

type Language = EmailTemplate['language'];

/** Web-safe stacks only: no font is fetched from anywhere (issue 14 §1, the builder contacts no outside host). */
export const WEB_SAFE_FONT = 'Arial, Helvetica, sans-serif';

const GREETING: Record<Language, { heading: string; body: string }> = {
  es: { heading: 'Hola {{name|amigo}}', body: 'Escribe aquí tu mensaje.' },
  en: { heading: 'Hello {{name|friend}}', body: 'Write your message here.' },
};

/**
 * A blank email: one section with a heading and a paragraph, every text in a web-safe font (set
 * through mj-attributes, so blocks dropped later inherit it instead of mjml's Ubuntu default).
 */
export function blankMjml(language: Language): string {
  const words = GREETING[language];
  return `<mjml>
  <mj-head>
    <mj-attributes>
      <mj-all font-family="${WEB_SAFE_FONT}" />
      <mj-text font-size="16px" line-height="1.5" color="#222222" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f4">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="24px" font-weight="bold">${words.heading}</mj-text>
        <mj-text>${words.body}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
