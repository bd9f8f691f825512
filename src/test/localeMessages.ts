type Messages = { [key: string]: unknown };

// Every locales/<lng>/*.json (each area owns a file), bundled: stories and tests need no server.
const files = import.meta.glob<Messages>('../../locales/*/*.json', { eager: true, import: 'default' });

const isMessages = (value: unknown): value is Messages => !!value && typeof value === 'object' && !Array.isArray(value);

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = isMessages(value) && isMessages(existing) ? deepMerge({ ...existing }, value) : value;
  }
  return target;
}

/** One language's messages merged in file-name order, as the server serves `/locales/{lng}.json`. */
export function localeMessages(language: string): Messages {
  return Object.keys(files)
    .filter((path) => path.split('/').at(-2) === language)
    .sort()
    .reduce<Messages>((all, path) => deepMerge(all, files[path]), {});
}
