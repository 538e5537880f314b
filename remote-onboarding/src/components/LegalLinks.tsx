import { Link } from 'react-router';
import { paths, theme } from '@estefania/shared';
import { legalLinksContent as content } from '../content/onboarding';

/** Spec §2: privacy, terms and cookies links on the onboarding screens. */
export function LegalLinks() {
  const links = [
    { to: paths.privacy, label: content.privacy },
    { to: paths.terms, label: content.terms },
    { to: paths.cookies, label: content.cookies },
  ];
  return (
    <nav aria-label={content.label} css={{ marginTop: theme.space(10), fontSize: theme.fontSizes.sm }}>
      <ul css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(5), listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
