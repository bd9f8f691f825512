import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The app's test files that mock a module (vi.mock): they need a module registry of their own,
 * as a mock only replaces a module not yet loaded.
 */
const MOCKING = ['src', 'contract'].flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`))
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

/**
 * The app's tests in jsdom. Component tests (*.test.tsx) each get a fresh worker (`isolate`). The
 * plain modules' tests (*.test.ts) run one after the other in one worker on one jsdom and one set
 * of loaded modules, instead of a new process loading jsdom for each file: their 91 files took 8 s
 * instead of 101 s (2026-11-28). Not the components': sharing a document made their tests slower
 * than the fresh worker saved (42 files, 435 s against 341 s).
 */
const appProject = (name: string, isolate: boolean, files: { include: string[]; exclude?: string[] }): TestProjectInlineConfiguration => ({
  plugins: [react()],
  test: {
    name,
    environment: 'jsdom',
    ...files,
    setupFiles: ['src/test/setup.ts'],
    isolate,
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
});

// The app (jsdom, no database: components, and plain modules' units) and the server (node, a real
// Postgres started once by the global setup, one fresh database per test file).
export default defineConfig({
  test: {
    projects: [
      appProject('app', true, { include: ['src/**/*.test.tsx', ...MOCKING] }),
      appProject('app-units', false, { include: ['src/**/*.test.ts', 'contract/**/*.test.ts'], exclude: MOCKING }),
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
