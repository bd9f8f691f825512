import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_CATCH_UP_MS, useCatchUpWhileOffline } from './useCatchUpWhileOffline';

describe('useCatchUpWhileOffline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls while offline and stops once the socket is back', () => {
    const catchUp = vi.fn();
    const { rerender } = renderHook(({ offline }) => useCatchUpWhileOffline(offline, catchUp), { initialProps: { offline: true } });
    vi.advanceTimersByTime(OFFLINE_CATCH_UP_MS * 3);
    expect(catchUp).toHaveBeenCalledTimes(3);
    rerender({ offline: false });
    vi.advanceTimersByTime(OFFLINE_CATCH_UP_MS * 3);
    expect(catchUp).toHaveBeenCalledTimes(3);
  });

  it('does not poll while connected', () => {
    const catchUp = vi.fn();
    renderHook(() => useCatchUpWhileOffline(false, catchUp));
    vi.advanceTimersByTime(OFFLINE_CATCH_UP_MS * 5);
    expect(catchUp).not.toHaveBeenCalled();
  });
});
