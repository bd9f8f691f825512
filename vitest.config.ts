import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the app (jsdom, fast, no database) and the server (node, a real Postgres
// started once by the global setup, one fresh database per test file).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          // A hang guard, not a speed check (speed is measured in bench/). A journey through a
          // wizard takes ~10 s alone, ~50 s beside the browser journeys of npm test (the ad
          // wizard's longest, 2026-11-28), and a slow CI host has been ~1.4× slower again: a 60 s
          // limit failed a passing journey there. One limit for every app test, none per file.
          testTimeout: 180_000,
          // One react-router for the app and react-admin: left to Node 20, react-admin's
          // react-router-dom loads the CommonJS copy while the app gets the ESM one, and
          // react-admin then sees no router. Inlined, react-admin's import takes the alias below.
          server: { deps: { inline: ['react-admin', 'ra-core', 'ra-ui-materialui'] } },
          // The UI libraries bundled once into single files (esbuild) instead of thousands of ES
          // modules loaded by every test file: module loading of the app project fell from 72 s to 28 s.
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: ['react-admin', 'ra-core', 'ra-ui-materialui', '@mui/material', '@mui/material/styles', '@mui/utils', '@mui/system', 'react-router', '@tanstack/react-query', 'ra-i18n-i18next', 'i18next', 'zod'],
                // Kept out of the bundle, so the bundled libraries and the files loaded one by one
                // (each icon is its own import) share one React and one emotion (one theme context).
                exclude: ['react', 'react-dom', '@emotion/react', '@emotion/styled', '@emotion/cache', '@mui/icons-material'],
              },
            },
          },
        },
        resolve: { alias: { 'react-router-dom': 'react-router' } },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Test files share their worker's modules instead of loading the whole server again for
          // each file (CPU for a sample of 20 files: 31 s → 11 s). Safe because every file builds
          // its own app, database and jobs (testApp.ts) and restores what it stubs (fetch, timers).
          isolate: false,
        },
      },
    ],
  },
});
