/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The API's address when it is not the page's own origin, e.g. https://api.example.com/api. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
