import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureSite } from '@estefania/shared/config';
import {
  locationOf,
  notify,
  PageLocationProvider,
  SiteRoutesProvider,
  SiteThemeProvider,
  SiteToaster,
  type ComposedSite,
} from '@estefania/shared';
import { complianceMarks } from '../content/site';
import { listenForCookieButtons } from '../pageFeatures';
import { sampleSite } from '@estefania/shared/testing/site';
import { Layout } from './Layout';

/** The layout with the menus the sample remotes publish (the shell draws whatever they publish). */
function renderLayout(path = '/', site: ComposedSite = sampleSite) {
  render(
    <PageLocationProvider value={locationOf(path)}>
      <SiteRoutesProvider site={site}>
        <SiteThemeProvider>
          <Layout>
            <h1>Contenido</h1>
          </Layout>
          <SiteToaster />
        </SiteThemeProvider>
      </SiteRoutesProvider>
    </PageLocationProvider>,
  );
}

beforeAll(() => {
  // The page script answers the cookie buttons (no React on them): as on every page.
  listenForCookieButtons(document);
});

afterEach(() => {
  vi.restoreAllMocks();
  configureSite(undefined);
});

// jsdom applies no media queries: the desktop navigation stays display:none, which also empties
// its accessible names, so these tests find it by text. The e2e suite checks the real layouts.
const desktopNav = () => document.querySelector<HTMLElement>('nav[aria-label="Principal"]')!;
const linkByText = (text: string) =>
  within(screen.getByRole('banner'))
    .getAllByText(text)
    .map((element) => element.closest('a'))
    .find((link) => link !== null && !link.closest('dialog'))!;

describe('header', () => {
  it('has the logo, menus, pricing, portal, phone and the free-start button', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(screen.getAllByRole('link', { name: 'EstefanIA, ir al inicio' })[0]).toHaveAttribute('href', '/');
    expect(within(desktopNav()).getByText('Soluciones')).toBeInTheDocument();
    expect(linkByText('Industrias')).toHaveAttribute('href', '/industrias');
    expect(within(desktopNav()).getByText('Recursos')).toBeInTheDocument();
    const portal = linkByText('Ingresar');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    expect(portal).toHaveAttribute('href', 'http://localhost:8787/panel/login');
    expect(header.querySelector('a[href="tel:+34919931748"]')).toHaveTextContent('919 93 17 48');
    expect(linkByText('Empieza gratis')).toHaveAttribute('href', '/precios');
  });

  it('lists the solution pages in a panel its button opens with no script (a popover)', () => {
    renderLayout();
    const button = within(desktopNav()).getByText('Soluciones').closest('button')!;
    const panel = document.getElementById(button.getAttribute('popovertarget')!)!;
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(within(panel).getByText('Recepcionista IA').closest('a')).toHaveAttribute('href', '/soluciones/recepcionista-ia');
  });

  it('leaves out a dropdown no remote publishes links for, and keeps the rest', () => {
    const { resources: _resources, ...nav } = sampleSite.nav;
    renderLayout('/', { ...sampleSite, nav });
    expect(within(desktopNav()).queryByText('Recursos')).not.toBeInTheDocument();
    expect(within(desktopNav()).getByText('Soluciones')).toBeInTheDocument();
  });

  it('uses the configured phone and portal', () => {
    configureSite({ phone: '611222333', portalUrl: 'https://app.estefania.es' });
    renderLayout();
    expect(linkByText('Ingresar')).toHaveAttribute('href', 'https://app.estefania.es');
    expect(screen.getByRole('banner').querySelector('a[href="tel:+34611222333"]')).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  // jsdom has no modal dialogs: the sheet opening, Escape, the backdrop and the focus given back are
  // checked in Chromium (e2e navigation.spec.ts); here, what the browser is given to do it alone.
  it('is a dialog named «Menú» with the spec links, opened and closed by its buttons with no script', () => {
    renderLayout();
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    expect(opener).toHaveAttribute('command', 'show-modal');
    const dialog = document.querySelector('dialog')!;
    // Its name, from its heading (a closed dialog's name is not computed: it is not rendered).
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toHaveTextContent(/^Menú$/);
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveAttribute('commandfor', dialog.id);
    expect(within(dialog).getByRole('button', { name: 'Cerrar menú', hidden: true })).toHaveAttribute('command', 'close');
    for (const name of ['Soluciones', 'Industrias', 'Precios', 'Política de Privacidad', 'Términos de servicio', 'Blog']) {
      expect(within(dialog).getByRole('link', { name, hidden: true })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'Blog', hidden: true })).toHaveAttribute('href', '/recursos/blog');
  });
});

describe('footer', () => {
  it('links every section, with Recursos leading to the blog and the legal line', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    const hrefs = [...footer.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    for (const href of ['/soluciones', '/industrias', '/precios', '/recursos/blog', '/privacy', '/legal']) {
      expect(hrefs).toContain(href);
    }
    expect(footer).toHaveTextContent('© 2025');
    for (const name of ['Cumple el RGPD (GDPR)', 'Conforme con HIPAA', 'Controles SOC 2']) {
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
    }
  });

  it('gives each compliance badge its detail as a tooltip, reachable by keyboard', () => {
    renderLayout();
    const footer = screen.getByRole('contentinfo');
    for (const mark of complianceMarks.marks) {
      const badge = within(footer).getByRole('img', { name: mark.label });
      expect(badge).toHaveAttribute('tabindex', '0');
      expect(badge).toHaveAccessibleDescription(mark.detail);
      expect(document.getElementById(badge.getAttribute('aria-describedby')!)).toHaveAttribute('role', 'tooltip');
    }
  });

  it('links no social profile by default: the icons are there, without a guessed address', () => {
    renderLayout();
    const footer = within(screen.getByRole('contentinfo'));
    for (const network of ['LinkedIn', 'Instagram', 'TikTok']) {
      expect(footer.queryByRole('link', { name: `EstefanIA en ${network}` })).not.toBeInTheDocument();
      expect(footer.getByRole('img', { name: `${network}: todavía sin perfil` })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('contentinfo').querySelector('a[href*="linkedin"], a[href*="instagram"], a[href*="tiktok"]'),
    ).toBeNull();
  });

  it('links each social profile the config sets, in a new tab, and only those', () => {
    configureSite({ social: { linkedin: 'https://www.linkedin.com/company/ejemplo-real' } });
    renderLayout();
    const link = screen.getByRole('link', { name: 'EstefanIA en LinkedIn' });
    expect(link).toHaveAttribute('href', 'https://www.linkedin.com/company/ejemplo-real');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'EstefanIA en Instagram' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'TikTok: todavía sin perfil' })).toBeInTheDocument();
  });

  it('says the cookie panel is loading when it is not ready yet', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar preferencias de cookies' }));
    expect(alert).toHaveBeenCalledWith('Cargando gestor de cookies… prueba de nuevo en un segundo.');
  });
});

describe('toasts', () => {
  it('shows a toast published on the channel', async () => {
    renderLayout();
    notify('success', '¡Solicitud enviada!', 'EstefanIA te contactará pronto en el número proporcionado.');
    expect(await screen.findByText('¡Solicitud enviada!')).toBeInTheDocument();
  });
});
