// What every app may know about the site's URLs without owning them. The pages themselves are
// declared by the remote that renders them (`remote-*/src/routes.ts`, published with its build as
// routes.json) and composed by the shell at runtime: see ./siteRoutes.ts. What stays here is:
//   - the remotes of the app registry (remotes.json lists one entry URL per remote);
//   - the site's published entry URLs: the few addresses other apps link to across remotes
//     (pricing, the legal documents, the demo request, the onboarding and its return page), as
//     stable as an API's endpoints. Renaming one is a redirect plus a change here, by design;
//     everything else (solutions, articles, industries…) is the owning remote's alone.
import { REMOTE_NAMES, type RemoteName } from './apps.js';

/** The remotes that render pages (the shell renders none), from the app registry. */
export const remoteNames: readonly RemoteName[] = REMOTE_NAMES;
export type { RemoteName };

/** The site's published entry URLs (Spanish URLs, English names). */
export const paths = {
  home: '/',
  industries: '/industrias',
  pricing: '/precios',
  privacy: '/privacy',
  terms: '/legal',
  cookies: '/cookies',
  dpa: '/dpa',
  demo: '/demo',
  /** The blog and the book: the shell's pages for forms without JavaScript link back to them. */
  blog: '/recursos/blog',
  book: '/recursos/aeo-guia-seo-llms',
  onboarding: '/onboarding',
  onboardingSuccess: '/onboarding/success',
} as const;
