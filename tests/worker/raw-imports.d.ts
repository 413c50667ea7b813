// Vite's `?raw` imports (used to read public/_headers in a test). Ambient: this file has no imports.
declare module "*?raw" {
  const text: string;
  export default text;
}
