// Copy of the blog index (spec §2, §3 "Blog article"). Components only render it.
import { newsletterForm } from '@estefania/shared/forms';
import iaPymes from '../assets/ia-pymes.svg';
import llamadasPerdidas from '../assets/llamadas-perdidas.svg';
import recepcionistaVsContestador from '../assets/recepcionista-vs-contestador.svg';
import fueraDeHorario from '../assets/fuera-de-horario.svg';
import rgpdLlamadas from '../assets/rgpd-llamadas.svg';
import guionesLlamada from '../assets/guiones-llamada.svg';
import whatsappRecordatorios from '../assets/whatsapp-recordatorios.svg';
import aeoChatgpt from '../assets/aeo-chatgpt.svg';
import { paths } from '../../../routes';

export interface BlogArticle {
  title: string;
  description: string;
  /** ISO date for `<time dateTime>`; `dateLabel` is how it reads. */
  date: string;
  dateLabel: string;
  category: string;
  image: { src: string; alt: string; width: number; height: number };
  /** Only a published article has a link. */
  link?: string;
}

const size = { width: 640, height: 360 } as const;

export const blogArticles: readonly BlogArticle[] = [
  {
    title: 'Cómo la IA puede ayudar a las pymes: guía práctica',
    description:
      'Siete usos concretos, tres casos ilustrativos, costes por sector y un plan de 30 días para empezar a usar inteligencia artificial sin equipo técnico.',
    date: '2025-09-12',
    dateLabel: '12 de septiembre de 2025',
    category: 'Inteligencia artificial',
    image: { src: iaPymes, alt: 'Ilustración de un asistente de IA sonriente sobre fondo morado', ...size },
    link: paths.article,
  },
  {
    title: 'Cuántas llamadas pierde tu negocio (y cuánto te cuestan)',
    description:
      'Una cuenta sencilla para saber cuánto dinero se va cada mes en llamadas que nadie coge, y qué hacer para recuperarlo.',
    date: '2025-09-02',
    dateLabel: '2 de septiembre de 2025',
    category: 'Atención al cliente',
    image: { src: llamadasPerdidas, alt: 'Móvil con una llamada perdida y un contador de doce avisos', ...size },
  },
  {
    title: 'Recepcionista virtual o contestador automático: qué le conviene a tu negocio',
    description: 'Comparamos disponibilidad, coste y experiencia del cliente para que elijas con datos y no por costumbre.',
    date: '2025-08-26',
    dateLabel: '26 de agosto de 2025',
    category: 'Comparativas',
    image: {
      src: recepcionistaVsContestador,
      alt: 'Dos tarjetas enfrentadas: una recepcionista y una cinta de contestador',
      ...size,
    },
  },
  {
    title: 'Cómo atender llamadas fuera de horario sin contratar a nadie',
    description: 'Noches, fines de semana y festivos: opciones reales para que tus clientes siempre encuentren respuesta.',
    date: '2025-08-19',
    dateLabel: '19 de agosto de 2025',
    category: 'Productividad',
    image: { src: fueraDeHorario, alt: 'Local con las luces encendidas bajo una luna creciente', ...size },
  },
  {
    title: 'RGPD y llamadas grabadas: lo que debe saber una pyme',
    description: 'Qué avisos dar, cuánto tiempo guardar las grabaciones y cómo cumplir la LOPDGDD cuando atiende una IA.',
    date: '2025-08-05',
    dateLabel: '5 de agosto de 2025',
    category: 'Legal y privacidad',
    image: { src: rgpdLlamadas, alt: 'Escudo con un candado que representa la protección de datos', ...size },
  },
  {
    title: 'Siete guiones de llamada que convierten consultas en citas',
    description: 'Frases probadas para saludar, cualificar y cerrar una cita en menos de dos minutos.',
    date: '2025-07-22',
    dateLabel: '22 de julio de 2025',
    category: 'Ventas',
    image: { src: guionesLlamada, alt: 'Hoja de guion con líneas de texto y una marca de verificación', ...size },
  },
  {
    title: 'WhatsApp e IA: recordatorios que reducen las ausencias',
    description: 'Cómo los recordatorios automáticos por WhatsApp bajan las citas perdidas en clínicas, peluquerías y talleres.',
    date: '2025-07-08',
    dateLabel: '8 de julio de 2025',
    category: 'Automatización',
    image: { src: whatsappRecordatorios, alt: 'Bocadillo de chat con un calendario confirmado', ...size },
  },
  {
    title: 'AEO: cómo conseguir que ChatGPT recomiende tu negocio',
    description:
      'Los asistentes de IA ya responden antes que los buscadores. Te contamos cómo preparar tu web para aparecer en sus respuestas.',
    date: '2025-06-24',
    dateLabel: '24 de junio de 2025',
    category: 'Marketing digital',
    image: { src: aeoChatgpt, alt: 'Barra de búsqueda con una respuesta destacada con una estrella', ...size },
  },
];

export const blogContent = {
  meta: {
    title: 'El Blog · IA para pymes y autónomos',
    description: 'Guías prácticas sobre inteligencia artificial, atención telefónica y crecimiento para pequeñas empresas.',
  },
  title: 'El Blog',
  lead: 'Ideas prácticas para que tu negocio atienda mejor, venda más y trabaje menos gracias a la inteligencia artificial.',
  listTitle: 'Últimos artículos',
  readMore: 'Leer el artículo',
  comingSoon: 'Próximamente',
  newsletter: {
    title: 'Recibe una idea práctica cada semana',
    text: 'Un email corto con trucos de atención telefónica, IA y ventas para pymes. Sin spam.',
    // Shared with the shell server, which answers the box when it is posted without JavaScript.
    form: newsletterForm,
    consent: newsletterForm.consent,
  },
} as const;
