// What the shell says about the whole site: the WebSite description in the structured data of every
// page, the header's own labels and the text of /llms.txt. Prices and plans are read from the
// catalogue, pages and menus from the remotes' route manifests when the text is written, never
// copied here.
import { extras } from '@estefania/shared';

export const siteContent = {
  description:
    'EstefanIA es una recepcionista telefónica con inteligencia artificial para autónomos, pymes y empresas en España: atiende llamadas, agenda citas y toma recados las 24 horas.',
  llms: {
    title: 'EstefanIA',
    summary: `Recepcionista telefónica con inteligencia artificial para autónomos, pymes y empresas en España. Atiende cada llamada las 24 horas, todos los días, en español y en ${extras.extraLanguages} idiomas más: responde las preguntas del negocio, agenda citas, toma recados y envía un resumen de cada llamada por correo o WhatsApp.`,
    audienceTitle: 'Para quién es',
    audience: [
      'Autónomos que no pueden coger el teléfono mientras trabajan (fontaneros, electricistas, cerrajeros, peluquerías…).',
      'Pymes con recepción saturada o sin nadie que atienda fuera de horario (clínicas dentales, veterinarias, gestorías, inmobiliarias, restaurantes…).',
      'Empresas con varias sedes o mucho volumen de llamadas.',
    ],
    howTitle: 'Cómo se contrata',
    how: `En la web: se escribe la dirección web del negocio, se escucha una demo de ${extras.demoSeconds} segundos de su propia recepcionista y se paga con tarjeta en una página segura. La prueba gratuita de ${extras.trialMinutes} minutos no pide tarjeta.`,
    pricesTitle: 'Precios (IVA no incluido)',
    /** Key pages: every page whose remote gives it a summary, in the composed site's order. */
    pagesTitle: 'Páginas principales',
    industriesTitle: 'Sectores',
    legalTitle: 'Información legal',
    contactTitle: 'Contacto',
  },
} as const;

/** The header's top-level entries (their dropdowns' links come from the remotes). */
export const headerLabels = {
  solutions: 'Soluciones',
  industries: 'Industrias',
  resources: 'Recursos',
  pricing: 'Precios',
} as const;

/** The footer's compliance badges: what each says in short, and its detail in a tooltip. */
export const complianceMarks = {
  label: 'Cumplimiento normativo',
  marks: [
    { code: 'GDPR', label: 'Cumple el RGPD (GDPR)', detail: 'Datos alojados en servidores de la UE' },
    { code: 'HIPAA', label: 'Conforme con HIPAA', detail: 'Salvaguardas para información sanitaria' },
    { code: 'SOC 2', label: 'Controles SOC 2', detail: 'Seguridad, disponibilidad y confidencialidad' },
  ],
} as const;
