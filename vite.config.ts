import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const api = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

// The dev server proxies everything the API process owns, so the app always talks to its own
// origin (cookies, CSP and the socket behave as in production).
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/locales': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
