/** GrapesJS's locale messages: the part this file reads and writes. */
type Messages = { panels?: { buttons?: { titles?: Record<string, string> } } } & Record<string, unknown>;

/**
 * GrapesJS names a panel button by `panels.buttons.titles.<button id>` of its locale, but its
 * locales only know its own buttons (preview, code, views…): the buttons presets add (undo, redo,
 * import, clear, the device switches) come untitled, so they cannot be named for assistive
 * technology nor reached by keyboard (labelPanelButtons skips nameless ones). Adds our
 * translated titles to the interface language's messages.
 */
export function withButtonTitles<T extends Messages>(messages: T, titles: Record<string, string>): T {
  return { ...messages, panels: { ...messages.panels, buttons: { ...messages.panels?.buttons, titles: { ...messages.panels?.buttons?.titles, ...titles } } } };
}
