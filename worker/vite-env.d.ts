// Vite defines import.meta.env in the Worker too (build: replaced by constants; dev: the module runner).
interface ImportMetaEnv {
  readonly MODE: string;
}
interface ImportMeta {
  readonly env?: ImportMetaEnv;
}
