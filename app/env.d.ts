/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** True on the development server, false in a build (vite.config.ts): drafts show or not. */
  readonly SHOW_DRAFTS: boolean;
}
