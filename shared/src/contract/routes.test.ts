import { describe, expect, it } from 'vitest';
import { paths, remoteNames } from './routes';
import { APPS } from './apps.js';

describe('what every app knows of the site’s URLs', () => {
  it('names every remote of the app registry, the shell aside', () => {
    expect([...remoteNames].sort()).toEqual(
      Object.keys(APPS)
        .filter((app) => app !== 'shell')
        .sort(),
    );
  });

  it('publishes the entry URLs other apps link to, each a lower-case site path', () => {
    for (const path of Object.values(paths)) expect(path).toMatch(/^\/$|^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/);
    expect(paths.pricing).toBe('/precios');
    expect(paths.onboardingSuccess).toBe('/onboarding/success');
  });
});
