import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  configureSite,
  locationOf,
  notify,
  PageLocationProvider,
  SiteRoutesProvider,
  SiteThemeProvider,
  SiteToaster,
  type ComposedSite,
} from '@estefania/shared';
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
const linkByText = (text: string) => within(screen.getByRole('banner')).getByText(text).closest('a');

describe('header', () => {
  it('has the logo, menus, pricing, portal, phone and the free-start button', () => {
    renderLayout();
    const header = screen.getByRole('banner');
    expect(screen.getAllByRole('link', { name: 'EstefanIA, ir al inicio' })[0]).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('banner')).getByText('Soluciones')).toBeInTheDocument();
    expect(linkByText('Industrias')).toHaveAttribute('href', '/industrias');
    expect(within(screen.getByRole('banner')).getByText('Recursos')).toBeInTheDocument();
    const portal = linkByText('Ingresar');
    expect(portal).toHaveAttribute('target', '_blank');
    expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    expect(portal).toHaveAttribute('href', 'http://localhost:8787/panel/login');
    expect(header.querySelector('a[href="tel:+34919931748"]')).toHaveTextContent('919 93 17 48');
    expect(linkByText('Empieza gratis')).toHaveAttribute('href', '/precios');
  });

  it('opens a dropdown on click and lists the solution pages', async () => {
    renderLayout();
    await userEvent.click(within(screen.getByRole('banner')).getByText('Soluciones'));
    expect((await within(screen.getByRole('banner')).findByText('Recepcionista IA', {}, {})).closest('a')).toHaveAttribute(
      'href',
      '/soluciones/recepcionista-ia',
    );
  });

  it('leaves out a dropdown no remote publishes links for, and keeps the rest', () => {
    const { resources: _resources, ...nav } = sampleSite.nav;
    renderLayout('/', { ...sampleSite, nav });
    expect(within(screen.getByRole('banner')).queryByText('Recursos')).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('Soluciones')).toBeInTheDocument();
  });

  it('uses the configured phone and portal', () => {
    configureSite({ phone: '611222333', portalUrl: 'https://app.estefania.es' });
    renderLayout();
    expect(linkByText('Ingresar')).toHaveAttribute('href', 'https://app.estefania.es');
    expect(screen.getByRole('banner').querySelector('a[href="tel:+34611222333"]')).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  it('opens as a dialog with the spec links and closes on Escape, returning focus', async () => {
    renderLayout();
    const opener = screen.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    for (const name of ['Soluciones', 'Industrias', 'Precios', 'Política de Privacidad', 'Términos de servicio', 'Blog']) {
      expect(screen.getAllByRole('link', { name }).some((link) => dialog.contains(link))).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes when a link is tapped', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const dialog = await screen.findByRole('dialog');
    const blog = screen.getAllByRole('link', { name: 'Blog' }).find((link) => dialog.contains(link));
    // A plain link: the browser loads the blog (jsdom does not navigate).
    expect(blog).toHaveAttribute('href', '/recursos/blog');
    await userEvent.click(blog!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
