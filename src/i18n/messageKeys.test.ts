import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Messages = { [key: string]: string | Messages };

const root = path.resolve(__dirname, '../..');
const localesDir = path.join(root, 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every file of a language merged, as the server serves it (each area owns a file). */
function flatKeys(language: string): Set<string> {
  const keys = new Set<string>();
  const walk = (messages: Messages, prefix: string) => {
    for (const [key, value] of Object.entries(messages)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') keys.add(full.replace(PLURAL_SUFFIX, ''));
      else walk(value, full);
    }
  };
  for (const file of readdirSync(path.join(localesDir, language)).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')), '');
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [full] : [];
  });
}

const languages = readdirSync(localesDir).filter((d) => statSync(path.join(localesDir, d)).isDirectory());
const keysByLanguage = Object.fromEntries(languages.map((l) => [l, flatKeys(l)]));

describe('translation files', () => {
  it('exist for Spanish and English', () => {
    expect(languages).toEqual(expect.arrayContaining(['es', 'en']));
  });

  it.each(languages.flatMap((a) => languages.filter((b) => b !== a).map((b) => [a, b])))(
    'every key in %s is also in %s',
    (a, b) => {
      const missing = [...keysByLanguage[a]].filter((k) => !keysByLanguage[b].has(k));
      expect(missing).toEqual([]);
    },
  );

  it('contain every literal key the app translates', () => {
    const used = new Set<string>();
    const pattern = /\b(?:t|translate)\(\s*['"`]((?:app|ra|resources)\.[A-Za-z0-9_.]+)['"`]/g;
    for (const file of sourceFiles(path.join(root, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    for (const language of languages) {
      const missing = [...used].filter((k) => !keysByLanguage[language].has(k));
      expect(missing, `missing in ${language}`).toEqual([]);
    }
  });
});
