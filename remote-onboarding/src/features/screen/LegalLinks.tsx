import { siteMenus, theme, useSiteNav } from '@estefania/shared';
import { legalLinksContent as content } from './content/screen';

/** Spec §2: privacy, terms and cookies links on the onboarding screens. */
export function LegalLinks() {
  // Published by the remote that owns the legal pages; the shell hands the composed menus over.
  const links = useSiteNav(siteMenus.onboardingLegal);
  if (links.length === 0) return null;
  return (
    <nav aria-label={content.label} css={{ marginTop: theme.space(10), fontSize: theme.fontSizes.sm }}>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(5), listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <a href={link.to}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
