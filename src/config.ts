/**
 * Where the API lives: the app's own origin by default (the server serves both), or the host in
 * VITE_API_HOST at build time when the API runs elsewhere.
 */
export const API_HOST = import.meta.env.VITE_API_HOST ?? '';
export const API_BASE = `${API_HOST}/api`;
