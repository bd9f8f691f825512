import { describe, expect, it } from 'vitest';
import { checkFile, formatBytes } from './checkFile';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
const IMAGES = { accept: ['image/png', 'image/jpeg'], maxBytes: 1_000_000 };

describe('checkFile', () => {
  it('accepts a listed type within the size', () => {
    expect(checkFile(file('a.png', 'image/png', 10), IMAGES)).toBeNull();
  });
  it('refuses another type, then a file too large', () => {
    expect(checkFile(file('a.gif', 'image/gif', 10), IMAGES)?.code).toBe('type');
    expect(checkFile(file('a.png', 'image/png', 1_000_001), IMAGES)?.code).toBe('size');
  });
  it('accepts a family', () => {
    expect(checkFile(file('v.mp4', 'video/mp4', 10), { accept: ['video/*'], maxBytes: 100 })).toBeNull();
  });
});

describe('formatBytes', () => {
  it('reads as people read sizes, in their locale', () => {
    expect(formatBytes(2_500_000, 'es-ES')).toBe('2,5 MB');
    expect(formatBytes(800_000, 'en-GB')).toBe('800 KB');
    expect(formatBytes(512, 'es-ES')).toBe('512 B');
  });
});
