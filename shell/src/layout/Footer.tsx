import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import {
  formatPhone,
  siteMenus,
  useSiteNav,
  paths,
  type NavLink,
  phoneHref,
  Container,
  focusRing,
  COOKIE_PREFERENCES_ATTRIBUTE,
  theme,
  useSiteConfig,
} from '@estefania/shared';
import { ComplianceMarks } from './ComplianceMarks';
import { InstagramIcon, LinkedInIcon, TikTokIcon } from './SocialIcons';
import { Logo } from './Logo';

const footerLink = css`
  color: #e0e7ff;
  text-decoration: none;
  background: none;
  border: 0;
  padding: 0;
  font: inherit;
  cursor: pointer;
  text-align: left;
  &:hover {
    text-decoration: underline;
  }
  ${focusRing}
`;

const columnList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(2)};
`;

const heading = css`
  font-size: ${theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: #a5b4fc;
`;

function FooterLinks({ links, children }: { links: readonly NavLink[]; children?: ReactNode }) {
  return (
    <ul css={columnList}>
      {links.map((link) => (
        <li key={link.to}>
          <a href={link.to} css={footerLink}>
            {link.label}
          </a>
        </li>
      ))}
      {children}
    </ul>
  );
}

export function Footer() {
  const config = useSiteConfig();
  const product = useSiteNav(siteMenus.footerProduct);
  const legal = useSiteNav(siteMenus.legal);
  // Only profiles the deployment has configured are links; the others show their icon and say so.
  const social = [
    { key: 'linkedin', href: config.social.linkedin, network: 'LinkedIn', Icon: LinkedInIcon },
    { key: 'instagram', href: config.social.instagram, network: 'Instagram', Icon: InstagramIcon },
    { key: 'tiktok', href: config.social.tiktok, network: 'TikTok', Icon: TikTokIcon },
  ];
  const socialCircle = {
    display: 'inline-grid',
    placeItems: 'center',
    width: 44,
    height: 44,
    borderRadius: '50%',
    border: '1px solid #4338ca',
  } as const;
  return (
    <footer
      css={{ background: '#1e1b4b', color: '#e0e7ff', padding: `${theme.space(14)} 0 ${theme.space(8)}`, marginTop: 'auto' }}
    >
      <Container>
        <div css={{ display: 'grid', gap: theme.space(10), gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
          <div>
            <a
              href={paths.home}
              aria-label="EstefanIA, ir al inicio"
              css={[footerLink, { display: 'inline-flex', color: '#fff' }]}
            >
              <Logo onDark />
            </a>
            <p css={{ marginTop: theme.space(3), color: '#c7d2fe' }}>
              Tu recepcionista con inteligencia artificial: atiende, agenda y filtra llamadas 24/7.
            </p>
            <p>
              <a href={phoneHref(config.phone)} css={footerLink}>
                {formatPhone(config.phone)}
              </a>
              <br />
              <a href={`mailto:${config.supportEmail}`} css={footerLink}>
                {config.supportEmail}
              </a>
            </p>
          </div>
          <nav aria-label="Producto">
            <h2 css={heading}>Producto</h2>
            <FooterLinks links={product} />
          </nav>
          <nav aria-label="Legal">
            <h2 css={heading}>Legal</h2>
            <FooterLinks links={legal}>
              <li>
                <button type="button" css={footerLink} {...{ [COOKIE_PREFERENCES_ATTRIBUTE]: '' }}>
                  Cambiar preferencias de cookies
                </button>
              </li>
            </FooterLinks>
          </nav>
          <div>
            <h2 css={heading}>Redes sociales</h2>
            <ul css={[columnList, { gridAutoFlow: 'column', justifyContent: 'start', gap: theme.space(3) }]}>
              {social.map(({ key, href, network, Icon }) => (
                <li key={key}>
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`EstefanIA en ${network}`}
                      css={[footerLink, socialCircle]}
                    >
                      <Icon />
                    </a>
                  ) : (
                    <span
                      role="img"
                      aria-label={`${network}: todavía sin perfil`}
                      title={`${network}: todavía sin perfil`}
                      css={[socialCircle, { color: '#a5b4fc', borderStyle: 'dashed' }]}
                    >
                      <Icon />
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <div css={{ marginTop: theme.space(6) }}>
              <ComplianceMarks />
            </div>
          </div>
        </div>
        <p
          css={{
            marginTop: theme.space(10),
            paddingTop: theme.space(6),
            borderTop: '1px solid #312e81',
            fontSize: theme.fontSizes.xs,
            color: '#c7d2fe',
          }}
        >
          {config.companyLegalLine}
        </p>
      </Container>
    </footer>
  );
}
