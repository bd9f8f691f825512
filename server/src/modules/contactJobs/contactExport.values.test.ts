import { describe, expect, it } from 'vitest';
import { spreadsheetDay, spreadsheetNumber, spreadsheetPropertyValue } from './contactExport.values';

describe('spreadsheet values of an export', () => {
  it('writes Spanish decimals with a comma and English ones with a point, never grouped', () => {
    expect(spreadsheetNumber(1250.5, 'es')).toBe('1250,5');
    expect(spreadsheetNumber(2000, 'es')).toBe('2000');
    expect(spreadsheetNumber(1250.5, 'en')).toBe('1250.5');
    expect(spreadsheetNumber('n/a', 'es')).toBe('n/a');
  });

  it('writes days day-first in Spanish and ISO in English', () => {
    expect(spreadsheetDay('2026-11-23', 'es')).toBe('23/11/2026');
    expect(spreadsheetDay('2026-11-23', 'en')).toBe('2026-11-23');
    expect(spreadsheetDay('soon', 'es')).toBe('soon');
  });

  it('chooses by the property type and leaves other types alone', () => {
    expect(spreadsheetPropertyValue('number', 3.25, 'es')).toBe('3,25');
    expect(spreadsheetPropertyValue('date', '2026-01-02', 'es')).toBe('02/01/2026');
    expect(spreadsheetPropertyValue('text', '1.5', 'es')).toBe('1.5');
  });
});
