/** The id of the build this page runs, set by the build (see vite.config.ts). */
declare const __BUILD_ID__: string;

/** Tabler icons are imported one file each, so that neither the bundle nor the tests load all of them. */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  const icon: import('@tabler/icons-react').TablerIcon;
  export default icon;
}
