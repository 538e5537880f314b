// The words on each section's link-preview image (the picture WhatsApp, LinkedIn or X show with a
// shared link). The shell draws one image per section of the site when it is built, so its words
// are the shell's own (they name sections, never a page a remote may rename); prices come from
// the catalogue.
import { extras, formatEuros, fromPriceCents, planByKey } from '@estefania/shared/catalogue';
import type { SiteSection } from '@estefania/shared/contract';

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
    eyebrow: 'Soluciones',
    title: 'Cada llamada, atendida y resuelta',
    subtitle: 'Recepcionista IA · Servicio de respuesta fuera de horario · Gestión de llamadas',
  },
  industries: {
    eyebrow: 'Industrias',
    title: 'Una recepcionista que conoce tu sector',
    subtitle: 'Clínicas, talleres, despachos, restaurantes, reformas y muchos sectores más.',
  },
  pricing: {
    eyebrow: 'Precios',
    title: `Desde ${formatEuros(fromPriceCents)}`,
    subtitle: `Packs de minutos y planes desde ${formatEuros(planByKey('autonomo').monthlyPriceCents ?? 0)} al mes. Prueba ${extras.trialMinutes} minutos gratis.`,
  },
  blog: {
    eyebrow: 'Blog',
    title: 'Guías prácticas de IA para pymes.',
    subtitle: 'Qué puede hacer la IA por tu pyme, cuánto cuesta y cómo empezar.',
  },
  book: {
    eyebrow: 'Recursos',
    title: 'Libro gratis: AEO, la guía de SEO para LLMs',
    subtitle: 'Aparece en las respuestas de ChatGPT y compañía.',
  },
};

export const ogBrandLine = 'EstefanIA · Recepcionista telefónica con IA';
