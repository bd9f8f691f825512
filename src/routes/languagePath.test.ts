import { describe, expect, it } from 'vitest';
import { languageRedirect, switchLanguagePath } from './languagePath';

describe('languageRedirect', () => {
  it('leaves a language prefix alone', () => {
    expect(languageRedirect('/en/profile', '', null)).toBeNull();
    expect(languageRedirect('/es', '', 'en')).toBeNull();
  });
  it('prepends the stored language, keeping path and query', () => {
    expect(languageRedirect('/registerV2', '?corporateAccess=Corporations', 'en')).toBe('/en/registerV2?corporateAccess=Corporations');
  });
  it('defaults to Spanish when nothing valid is stored', () => {
    expect(languageRedirect('/mainpage', '', null)).toBe('/es/mainpage');
    expect(languageRedirect('/mainpage', '', 'fr')).toBe('/es/mainpage');
  });
  it('sends the root to login', () => {
    expect(languageRedirect('/', '', null)).toBe('/es/login');
    expect(languageRedirect('/', '', 'en')).toBe('/en/login');
  });
  it('treats an unsupported language as an ordinary first segment', () => {
    expect(languageRedirect('/fr/login', '', null)).toBe('/es/fr/login');
  });
});

describe('switchLanguagePath', () => {
  it('swaps the prefix and keeps the rest', () => {
    expect(switchLanguagePath('/es/crm/workflows/edit/7', 'en')).toBe('/en/crm/workflows/edit/7');
    expect(switchLanguagePath('/es', 'en')).toBe('/en/');
  });
});
