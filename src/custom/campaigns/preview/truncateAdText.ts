import { adTextLength } from '../../../components/form/CountedTextField.length';

/**
 * The text as the preview shows it: whole when within the platform's limit, otherwise cut at the
 * limit (counted as the platform counts) with an ellipsis. The field's counter tells the error.
 */
export function truncateAdText(text: string, max: number): string {
  const trimmed = text.trim();
  if (adTextLength(trimmed) <= max) return trimmed;
  let kept = '';
  for (const ch of trimmed) {
    if (adTextLength(kept + ch) > max) break;
    kept += ch;
  }
  return `${kept.trimEnd()}…`;
}
