// Vite's import features the Worker tests use: `?raw` (public/_headers as text) and eager
// `import.meta.glob` (the seed's JSON and files, tests/worker/seed-fixture.ts). Ambient: no imports.
declare module "*?raw" {
  const text: string;
  export default text;
}

interface ImportMeta {
  /** Vite replaces the call with the matching modules' default exports, keyed by path relative to the file. */
  glob<T>(patterns: string | string[], options: { eager: true; import: "default"; query?: string }): Record<string, T>;
}
