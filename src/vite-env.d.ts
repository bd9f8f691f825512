/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API host when the API is not served from the app's origin, e.g. https://api.example.com */
  readonly VITE_API_HOST?: string;
}
