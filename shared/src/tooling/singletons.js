// The packages host and remotes share as singletons, each with the package whose version it
// follows. Dependency-free: the federation config (build) and the shell server (run time, where it
// provides them to remote server entries) both read it.
export const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  zustand: 'zustand',
  '@emotion/react': '@emotion/react',
  // Without the subpath a remote bundles its own jsx runtime and loses the theme context.
  '@emotion/react/jsx-runtime': '@emotion/react',
  // Not sonner: the toast library is rendered by the shell alone (SiteToaster), so it is the shell's own
  // lazy chunk, fetched only on pages whose islands can toast (#31), not provided to every page.
  // The contract's stores (toasts, site config) and the UI kit's theme must exist once on the page.
  // One entry for both: @module-federation/vite 1.23 does not proxy a subpath of a workspace package
  // (a separate '@estefania/shared/ui' was bundled into every app), so the browser entry is one singleton.
  '@estefania/shared': '@estefania/shared',
};
