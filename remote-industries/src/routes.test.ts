import { describe, expect, it } from 'vitest';
import { findPage, resolvePath, siteMenus } from '@estefania/shared';
import { siteOf } from '@estefania/shared/testing/site';
import { industries } from './features/catalogue/content/industryList';
import { routeManifest } from './routes';
import { specSlugs } from './features/catalogue/testing';

describe('what remote-industries publishes', () => {
  const site = siteOf(routeManifest);

  it('lists exactly the 32 industries of the spec, once each, with a name, as the values of its page', () => {
    expect(industries.map((industry) => industry.slug)).toEqual(specSlugs);
    expect(routeManifest.routes[1]?.params?.industria).toEqual(specSlugs);
    for (const industry of industries) expect(industry.name.length).toBeGreaterThan(2);
  });

  it('answers every industry with its page, and any other slug as its own 404', () => {
    for (const slug of specSlugs) expect(findPage(site, `/industrias/${slug}`)?.page).toBe('IndustryPage');
    expect(resolvePath(site, '/industrias/astronautas')).toMatchObject({ kind: 'not-found', route: { page: 'IndustryPage' } });
  });

  it('fills the header’s Industrias menu in the spec’s order, and the mobile and footer lists', () => {
    expect(site.nav[siteMenus.industries]?.map((link) => link.label)).toEqual(industries.map((industry) => industry.name));
    expect(site.nav[siteMenus.mobile]).toEqual([{ to: '/industrias', label: 'Industrias' }]);
    expect(site.nav[siteMenus.footerProduct]).toEqual([{ to: '/industrias', label: 'Industrias' }]);
  });
});
