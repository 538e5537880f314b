// The packages host and remotes share as singletons, each with the package whose version it
// follows. Dependency-free: the federation config (build) and the shell server (run time, where it
// provides them to remote server entries) both read it.
export const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  zustand: 'zustand',
  '@emotion/react': '@emotion/react',
  // Without the subpath a remote bundles its own jsx runtime and loses the theme context.
  '@emotion/react/jsx-runtime': '@emotion/react',
  sonner: 'sonner',
  // The stores (toasts, onboarding draft, site config) must exist once on the page.
  '@estefania/shared': '@estefania/shared',
};
