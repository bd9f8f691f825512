import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, useAutosave } from './useAutosave';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function deferred() {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

describe('useAutosave', () => {
  it('saves once after a pause in the changes', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.markChanged());
    act(() => vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 100));
    act(() => result.current.markChanged());
    expect(result.current.status).toBe('dirty');
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('saved');
  });

  it('shows the failure and saves again on retry (flush)', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.markChanged());
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current.status).toBe('error');
    let ok = false;
    await act(async () => { ok = await result.current.flush(); });
    expect(ok).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('saved');
  });

  it('sends a change made during a save right after it, one request at a time', async () => {
    const first = deferred();
    const save = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValue(undefined);
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.markChanged());
    await act(async () => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS));
    expect(result.current.status).toBe('saving');
    act(() => result.current.markChanged());
    let flushed: Promise<boolean> = Promise.resolve(false);
    act(() => { flushed = result.current.flush(); });
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => { first.resolve(); await flushed; });
    expect(save).toHaveBeenCalledTimes(2);
    expect(await flushed).toBe(true);
    expect(result.current.status).toBe('saved');
  });

  it('has nothing to flush when all is saved', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useAutosave(save));
    await act(async () => { expect(await result.current.flush()).toBe(true); });
    expect(save).not.toHaveBeenCalled();
  });
});
