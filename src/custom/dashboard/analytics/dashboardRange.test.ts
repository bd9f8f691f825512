import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, rangeOf, withRange } from './dashboardRange';

const today = '2026-11-24';

describe('dashboard range', () => {
  it('a kept preset rolls with today; custom keeps its days', () => {
    expect(rangeOf({ ...DEFAULT_PREFERENCES, rangePreset: '7d' }, today)).toEqual({ from: '2026-11-18', to: today });
    expect(rangeOf({ ...DEFAULT_PREFERENCES, rangePreset: '365d' }, today)).toEqual({ from: '2025-11-25', to: today });
    expect(rangeOf({ ...DEFAULT_PREFERENCES, rangePreset: 'custom', startDate: '2026-01-01', endDate: '2026-01-31' }, today)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    // Custom without days (an old or broken choice): the default period.
    expect(rangeOf({ ...DEFAULT_PREFERENCES, rangePreset: 'custom' }, today)).toEqual({ from: '2026-10-26', to: today });
  });

  it('keeps a picked preset by name and any other range by its days', () => {
    expect(withRange(DEFAULT_PREFERENCES, { from: '2026-08-27', to: today }, today)).toEqual({ ...DEFAULT_PREFERENCES, rangePreset: '90d' });
    expect(withRange({ ...DEFAULT_PREFERENCES, selectedPipelineId: 'p1' }, { from: '2026-11-01', to: '2026-11-10' }, today))
      .toEqual({ ...DEFAULT_PREFERENCES, selectedPipelineId: 'p1', rangePreset: 'custom', startDate: '2026-11-01', endDate: '2026-11-10' });
  });
});
