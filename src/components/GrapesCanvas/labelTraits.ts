let nextLabelId = 0;

/**
 * GrapesJS's settings (trait) panel writes each label as a `<div class="gjs-label">` beside its
 * input, so the inputs have no accessible name (axe: "Form elements must have labels"). Each input,
 * select or textarea is tied to its label's text by `aria-labelledby`, the label getting an id.
 * Traits without a label (a plain button trait) already carry their own words.
 */
export function labelTraits(root: ParentNode): void {
  root.querySelectorAll('.gjs-trt-trait').forEach((trait) => {
    const label = trait.querySelector('.gjs-label-wrp .gjs-label, [data-label] > *');
    const field = trait.querySelector('.gjs-field-wrp input, .gjs-field-wrp select, .gjs-field-wrp textarea');
    if (!label || !field || !label.textContent?.trim()) return;
    if (!label.id) label.id = `gjs-trait-label-${++nextLabelId}`;
    if (field.getAttribute('aria-labelledby') !== label.id) field.setAttribute('aria-labelledby', label.id);
  });
}
