export type FileRules = {
  /** MIME types accepted, exact (`image/png`) or by family (`image/*`). */
  accept: readonly string[];
  maxBytes: number;
};

export type FileProblem = { code: 'type' | 'size'; file: File };

const matches = (type: string, pattern: string) => (pattern.endsWith('/*') ? type.startsWith(pattern.slice(0, -1)) : type === pattern);

/**
 * A first check in the browser, so the user hears at once that a file will not do. The browser's
 * type comes from the name and is only a hint: the server decides again from the bytes.
 */
export function checkFile(file: File, rules: FileRules): FileProblem | null {
  if (!rules.accept.some((pattern) => matches(file.type, pattern))) return { code: 'type', file };
  if (file.size > rules.maxBytes) return { code: 'size', file };
  return null;
}

/** "2,5 MB", "800 KB": sizes as people read them, in the user's locale. */
export function formatBytes(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'MB'] : bytes >= 1_000 ? [bytes / 1_000, 'KB'] : [bytes, 'B'];
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 'B' ? 0 : 1 }).format(value)} ${unit}`;
}
