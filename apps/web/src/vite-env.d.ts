/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API; the server answers under /api on the same origin by default. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
