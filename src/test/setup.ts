import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Two cores shared with the browser journeys (npm test runs them side by side): a render that
// takes a few seconds there is slow, not wrong. A query that never succeeds still fails.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
