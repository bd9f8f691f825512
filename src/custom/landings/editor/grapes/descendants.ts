import type { Component } from 'grapesjs';

/** A component's descendants, depth first (GrapesJS's `find` needs a rendered canvas for most selectors). */
export function descendants(component: Component): Component[] {
  return component.components().models.flatMap((child) => [child, ...descendants(child)]);
}
