/**
 * A dropped section brings its anchor (`features-block`) and the ids derived from it (its title,
 * its form's fields); a page must not hold an id twice (axe, and the form's `data-landing-form`),
 * so each dropped section takes its kind's first free name, as the templates number repeats:
 * `features`, `features-2`…
 */

/** The first of `base`, `base-2`, `base-3`… not in `taken`. */
export function uniqueSectionId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Attributes that hold an id or a reference to one. */
export const ID_ATTRIBUTES = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'data-landing-form'] as const;

/** A value that is the old id or starts with it (`form-block-email`) gets the new one in its place. */
export function renameIdPrefix(value: string, from: string, to: string): string {
  return value.split(/\s+/).map((token) => (token === from || token.startsWith(`${from}-`) ? to + token.slice(from.length) : token)).join(' ');
}

/** The section kind a class list names (`lp-s-pricing` → `pricing`). */
export function sectionKindOf(classes: readonly string[]): string | null {
  const kindClass = classes.find((c) => c.startsWith('lp-s-'));
  return kindClass ? kindClass.slice('lp-s-'.length) : null;
}
