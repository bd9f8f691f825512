import type { ImageRule } from './adRules';
import { issue, type Issue } from './issues';

/** An image's size against its field's rule: the ratio (within 1 %) first, then the minimum size. */
export function imageIssue(size: { width: number; height: number }, rule: ImageRule): Issue | undefined {
  const ratio = size.width / size.height;
  if (Math.abs(ratio - rule.ratio) / rule.ratio > 0.01) {
    return issue('imageRatio', { ratio: rule.ratioLabel, width: size.width, height: size.height }, true);
  }
  if (size.width < rule.minWidth || size.height < rule.minHeight) {
    return issue('imageSize', { minWidth: rule.minWidth, minHeight: rule.minHeight, width: size.width, height: size.height }, true);
  }
  return undefined;
}
