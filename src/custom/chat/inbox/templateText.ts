import { TEMPLATE_VARIABLE, type ChatTemplate } from '../../../../contract/chat';

/** The text a template sends: the header in bold (as the channel shows it) above the message. */
export const templateSource = (template: Pick<ChatTemplate, 'header' | 'message'>) =>
  template.header ? `*${template.header}*\n${template.message}` : template.message;

/** The template's distinct variables in order of first appearance (the values go in this order). */
export const variablesOf = (text: string) => [...new Set([...text.matchAll(TEMPLATE_VARIABLE)].map((m) => m[1]!))];

/** The text with the values filled in; a variable without a value keeps its placeholder. */
export function fillVariables(text: string, values: string[]): string {
  const names = variablesOf(text);
  return text.replace(TEMPLATE_VARIABLE, (whole, name: string) => values[names.indexOf(name)]?.trim() || whole);
}
