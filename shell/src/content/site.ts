// What the shell says about the whole site: the WebSite description in the structured data of every
// page and the text of /llms.txt. Prices, plans and routes are read from the catalogue and the route
// table when the text is written, never copied here.
import { extras, type RouteKey } from '@estefania/shared';

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
    pagesTitle: 'Páginas principales',
    /** The pages an answer engine should know, in order, with what each one answers. */
    pages: [
      { route: 'home', label: 'Inicio', text: 'qué es EstefanIA y cómo funciona' },
      { route: 'receptionist', text: 'la recepcionista IA: atiende, informa y agenda citas 24/7' },
      { route: 'afterHours', text: 'atención de llamadas por la noche, los fines de semana y los festivos' },
      { route: 'callManagement', text: 'recepción, derivación y seguimiento de cada llamada' },
      { route: 'pricing', text: 'planes mensuales, packs de minutos, extras y preguntas frecuentes' },
      { route: 'industries', text: 'cómo trabaja en cada sector' },
      {
        route: 'onboarding',
        label: 'Alta en línea',
        text: 'escribe tu web, escucha la demo de tu propia recepcionista y actívala',
      },
      { route: 'demo', label: 'Solicitar una demo', text: 'una demostración con nuestro equipo' },
      {
        route: 'article',
        label: 'Guía de IA para pymes',
        text: 'qué puede hacer la IA por una pequeña empresa, con costes y casos',
      },
      { route: 'book', text: 'cómo aparecer en las respuestas de los asistentes de IA' },
    ] satisfies readonly { route: RouteKey; label?: string; text: string }[],
    industriesTitle: 'Sectores',
    legalTitle: 'Información legal',
    contactTitle: 'Contacto',
  },
} as const;
