/** The host of a final URL, as typed with or without its scheme; null when there is none. */
export function urlHost(finalUrl: string): string | null {
  const value = finalUrl.trim();
  if (!value) return null;
  // A scheme the user typed stays (and only http and https count); a bare host gets https.
  const hasScheme = /^[a-z][a-z\d+.-]*:(?!\d)/i.test(value);
  for (const candidate of hasScheme ? [value] : [`https://${value}`]) {
    try {
      const url = new URL(candidate);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname) return url.hostname;
    } catch {
      // not a URL this way; try the next
    }
  }
  return null;
}

/**
 * The URL the ad shows: the final URL's host and the display paths (`host/path1/path2`). The
 * platform only takes path2 after path1, so a lone path2 is left out.
 */
export function displayUrl(host: string, path1 = '', path2 = ''): string {
  const first = path1.trim();
  const second = first ? path2.trim() : '';
  return [host, first, second].filter(Boolean).join('/');
}
