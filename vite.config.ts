import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * @stripe/react-stripe-js sets propTypes (which React 19 ignores) with the CommonJS `prop-types`.
 * Bundled, that one CommonJS module makes the CommonJS interop helpers a chunk of their own that
 * every page loads first (+0.6 KB gzip on /es/login). Inside that package only, `prop-types` is
 * a no-op ES module. (MUI's own propTypes are removed in production builds already.)
 */
function stripePropTypesNoop(): Plugin {
  const noop = fileURLToPath(new URL('./src/custom/billing/utils/propTypesNoop.ts', import.meta.url));
  return {
    name: 'stripe-prop-types-noop',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === 'prop-types' && importer && /[\\/]@stripe[\\/]react-stripe-js[\\/]/.test(importer) ? noop : null;
    },
  };
}

// The dev server proxies everything the API process owns, so the app always talks to its own
// origin (cookies, CSP and the socket behave as in production).
export default defineConfig({
  plugins: [react(), stripePropTypesNoop()],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/locales': { target: api, changeOrigin: true },
      // The builder's uploaded images and videos (/_lp/a/…), shown in its canvas as on a published landing.
      '/_lp': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
