// The words on each section's link-preview image (the picture WhatsApp, LinkedIn or X show with a
// shared link). Labels, prices and counts come from the route table and the catalogue.
import { extras, formatEuros, fromPriceCents, planByKey } from '@estefania/shared/catalogue';
import { industries, routes, type SiteSection } from '@estefania/shared/routes';

export interface OgImageText {
  eyebrow: string;
  title: string;
  subtitle: string;
}

export const ogImageTexts: Record<SiteSection, OgImageText> = {
  home: {
    eyebrow: 'Recepcionista IA para tu negocio',
    title: 'Ni una llamada más sin responder',
    subtitle: 'Atiende, agenda citas y toma recados las 24 horas, en español.',
  },
  solutions: {
    eyebrow: routes.solutions.label,
    title: 'Cada llamada, atendida y resuelta',
    subtitle: `${routes.receptionist.label} · ${routes.afterHours.label} · Gestión de llamadas`,
  },
  industries: {
    eyebrow: routes.industries.label,
    title: 'Una recepcionista que conoce tu sector',
    subtitle: `${industries.length} sectores: clínicas, talleres, despachos, restaurantes y más.`,
  },
  pricing: {
    eyebrow: routes.pricing.label,
    title: `Desde ${formatEuros(fromPriceCents)}`,
    subtitle: `Packs de minutos y planes desde ${formatEuros(planByKey('autonomo').monthlyPriceCents ?? 0)} al mes. Prueba ${extras.trialMinutes} minutos gratis.`,
  },
  blog: {
    eyebrow: routes.blog.label,
    title: routes.blog.menuDescription,
    subtitle: 'Qué puede hacer la IA por tu pyme, cuánto cuesta y cómo empezar.',
  },
  book: {
    eyebrow: 'Recursos',
    title: routes.book.label,
    subtitle: routes.book.menuDescription,
  },
};

export const ogBrandLine = 'EstefanIA · Recepcionista telefónica con IA';
