import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultSiteConfig,
  COOKIE_PREFERENCES_ATTRIBUTE,
  locationOf,
  MEASUREMENT_RETENTION_MONTHS,
  PageLocationProvider,
  storedItems,
} from '@estefania/shared';
import { cookiePolicy, dataProcessingAgreement, privacyPolicy, termsOfService, type LegalDocument } from './content/legal';
import CookiesPage from '../../pages/CookiesPage';
import DpaPage from '../../pages/DpaPage';
import PrivacyPage from '../../pages/PrivacyPage';
import TermsPage from '../../pages/TermsPage';

const pages: [string, ComponentType, LegalDocument][] = [
  ['/privacy', PrivacyPage, privacyPolicy],
  ['/legal', TermsPage, termsOfService],
  ['/cookies', CookiesPage, cookiePolicy],
  ['/dpa', DpaPage, dataProcessingAgreement],
];

function fullText(document: LegalDocument): string {
  return [
    document.intro,
    ...document.sections.flatMap((section) => [
      section.title,
      ...section.paragraphs,
      ...(section.list ?? []),
      ...(section.table ? [section.table.caption, ...section.table.rows.flat()] : []),
      ...(section.after ?? []),
    ]),
  ].join('\n');
}

afterEach(() => {
  vi.restoreAllMocks();
  delete window.showCookiePreferences;
});

function renderAt(path: string, Page: ComponentType) {
  return render(
    <PageLocationProvider value={locationOf(path)}>
      <Page />
    </PageLocationProvider>,
  );
}

describe.each(pages)('%s', (path, Page, document) => {
  it('has one h1, its own title and description, and a table of contents whose anchors all resolve', () => {
    renderAt(path, Page);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([document.title]);
    expect(window.document.title).toBe(`${document.title} | EstefanIA`);
    expect(window.document.querySelector('meta[name="description"]')).toHaveAttribute('content', document.description);
    const toc = screen.getByRole('navigation', { name: 'Índice' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(document.sections.length);
    expect(document.sections.length).toBeGreaterThanOrEqual(5);
    for (const link of links) {
      const id = link.getAttribute('href')!.replace(/^#/, '');
      const target = window.document.getElementById(id);
      expect(target, id).not.toBeNull();
      expect(within(target!).getByRole('heading', { level: 2 })).toHaveTextContent(link.textContent ?? '');
    }
    expect(new Set(document.sections.map((section) => section.id)).size).toBe(document.sections.length);
    expect(screen.getByRole('link', { name: defaultSiteConfig.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${defaultSiteConfig.supportEmail}`,
    );
    const others = within(screen.getByRole('navigation', { name: 'Otros documentos legales' })).getAllByRole('link');
    expect(others.map((link) => link.getAttribute('href')).sort()).toEqual(
      pages
        .map(([otherPath]) => otherPath)
        .filter((otherPath) => otherPath !== path)
        .sort(),
    );
  });
});

describe('legal facts (spec §4–§6, §9)', () => {
  it('privacy policy: date, EU servers, deletion, breach notice, data-subject help, 18+', () => {
    const text = fullText(privacyPolicy);
    expect(privacyPolicy.updated).toBe('9 de agosto de 2025');
    for (const fact of ['Unión Europea', '30 días', '24 horas', '72 horas', '18 años', 'RGPD']) expect(text).toContain(fact);
  });

  it('terms: date and every condition', () => {
    const text = fullText(termsOfService);
    expect(termsOfService.updated).toBe('22 de agosto de 2025');
    for (const fact of [
      '18 años',
      'donde el servicio sea legal',
      'No haber sido suspendido ni dado de baja anteriormente',
      'información exacta',
      'nombre, email, teléfono y un método de pago',
      'Números de tarjetas de pago',
      'Contraseñas',
      'Datos biométricos o de salud, salvo que estés autorizado',
      'si incumples estos términos o si no pagas',
      '25 minutos',
      'plan Autónomo por 59 € al mes',
      'se renuevan automáticamente',
      'hasta el final del periodo ya pagado',
      'se prorratean',
      'no hayan usado antes el servicio',
      'No son transferibles ni reembolsables',
      '1,59 €',
      '12 meses anteriores',
      'Unión Europea',
      '30 días',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('DPA: EU servers, 24 h breach notice, 72 h help, deletion in 30 days, prohibited data, liability cap', () => {
    const text = fullText(dataProcessingAgreement);
    for (const fact of ['Unión Europea', '24 horas', '72 horas', '30 días', 'artículo 28', 'contraseñas', '12 meses']) {
      expect(text).toContain(fact);
    }
  });

  it('cookie policy lists what the site really stores', () => {
    const text = fullText(cookiePolicy);
    for (const item of Object.values(storedItems)) expect(text).toContain(item.name);
    expect(text).toContain('182 días');
  });

  it('cookie policy says what the measurement sends, where it goes and how long it is kept', () => {
    const text = fullText(cookiePolicy);
    expect(text).toContain(`Los conservamos ${MEASUREMENT_RETENTION_MONTHS} meses`);
    expect(text).toContain('servidores ubicados en la Unión Europea');
    for (const fact of [
      'tipo de pantalla',
      'plan elegido',
      'segundos',
      'cuenta creada',
      'Nunca enviamos tu nombre, email, teléfono',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).not.toContain('Hoy no instalamos ninguna cookie de análisis');
  });
});

describe('cookie preferences button', () => {
  it('is a real button the shell’s page script answers (it opens the panel without any React on the page)', () => {
    renderAt('/cookies', CookiesPage);
    const button = screen.getByRole('button', { name: 'Cambiar preferencias de cookies' });
    expect(button).toHaveAttribute(COOKIE_PREFERENCES_ATTRIBUTE);
    expect(button).toHaveAttribute('type', 'button');
  });
});
