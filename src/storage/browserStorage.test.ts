import { describe, expect, it } from 'vitest';
import { createBrowserStorage } from './browserStorage';

const fresh = () => {
  localStorage.clear();
  return createBrowserStorage(localStorage);
};

describe('browserStorage', () => {
  it('uses the SPEC §3 key names', () => {
    const s = fresh();
    s.setToken('t');
    s.setCompanyId('c');
    s.setUserLanguage('en');
    s.setTheme('dark');
    s.setUserCompanyData({ userObject: { _id: 'u1', subscription: { subscriptionType: 'standard' } } });
    expect(localStorage.getItem('token')).toBe('t');
    expect(localStorage.getItem('companyId')).toBe('c');
    expect(localStorage.getItem('userLanguage')).toBe('en');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(JSON.parse(localStorage.getItem('userCompanyData')!).userObject._id).toBe('u1');
  });

  it('defaults assignedContainer to 1 and ignores garbage', () => {
    const s = fresh();
    expect(s.getAssignedContainer()).toBe(1);
    localStorage.setItem('assignedContainer', 'abc');
    expect(s.getAssignedContainer()).toBe(1);
    localStorage.setItem('assignedContainer', '3');
    expect(s.getAssignedContainer()).toBe(3);
  });

  it('reads corrupt company data as absent', () => {
    const s = fresh();
    localStorage.setItem('userCompanyData', '{not json');
    expect(s.getUserCompanyData()).toBeNull();
  });

  it('captures attribution from the first landing that carries any, never mixing two visits', () => {
    const s = fresh();
    s.captureAttribution('?utm_source=google&gclid=abc&other=x');
    s.captureAttribution('?utm_source=facebook&utm_medium=cpc');
    expect(s.getAttribution()).toEqual({ utm_source: 'google', gclid: 'abc' });
    const later = fresh();
    later.captureAttribution('?lang=es');
    later.captureAttribution('?fbclid=z9');
    expect(later.getAttribution()).toEqual({ fbclid: 'z9' });
  });

  it('clearSession removes token and company data but keeps preferences', () => {
    const s = fresh();
    s.setToken('t');
    s.setCompanyId('c');
    s.setTheme('dark');
    s.setUserCompanyData({ userObject: { _id: 'u' } });
    s.clearSession();
    expect(s.getToken()).toBeNull();
    expect(s.getCompanyId()).toBeNull();
    expect(s.getUserCompanyData()).toBeNull();
    expect(s.getTheme()).toBe('dark');
  });
});

describe('attribution keys', () => {
  it('are the contract’s list', async () => {
    const { ATTRIBUTION_KEYS } = await import('./storageKeys');
    const contract = await import('../../contract/auth');
    expect([...ATTRIBUTION_KEYS]).toEqual([...contract.ATTRIBUTION_KEYS]);
  });
});
