// The app's server entry (package.json "imports"), typed by common/app-render.ts where it is used.
declare module "#app-render";
