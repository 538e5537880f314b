// Copy of the solutions page(s). Components only render it.
import type { LucideIcon } from 'lucide-react';
import {
  BellRing,
  CalendarCheck,
  ClipboardCheck,
  Clock,
  Euro,
  Filter,
  Headset,
  Hourglass,
  ListChecks,
  MailCheck,
  MoonStar,
  PhoneForwarded,
  PhoneMissed,
  PhoneOff,
  Route,
  Settings2,
  ShieldAlert,
  Sparkles,
  TrendingUp,
  UserRoundX,
  Users,
  Voicemail,
} from 'lucide-react';
import { claimPhrases, extras, formatEuros, fromPriceCents, paths, sentenceCase } from '@estefania/shared';
import { solutionLinks } from '../../../routes';

const fromPrice = formatEuros(fromPriceCents);

export interface IconItem {
  icon: LucideIcon;
  title: string;
  description: string;
}

export type SolutionSlug = 'recepcionista-ia' | 'servicio-respuesta-after-hours' | 'servicio-gestion-llamadas';

export interface SolutionPageContent {
  meta: { title: string; description: string };
  title: string;
  lead: string;
  benefits: { title: string; items: readonly [IconItem, IconItem, IconItem] };
  problems: { title: string; lead: string; items: readonly [IconItem, IconItem, IconItem] };
  /** Only call management explains itself in three steps. */
  howItWorks?: { title: string; lead: string; steps: readonly [IconItem, IconItem, IconItem] };
  /** After-hours and call management add four more benefits. */
  moreBenefits?: { title: string; items: readonly [IconItem, IconItem, IconItem, IconItem] };
  closing: { title: string; text: string };
}

export const solutionCtas = {
  pricing: { label: 'Empieza gratis', to: paths.pricing },
  demo: { label: 'Solicita una demo', to: paths.demo },
  closing: { label: 'Ver precios y empezar', to: paths.pricing },
} as const;

const slugOf = (to: string) => to.split('/').pop() as SolutionSlug;

const solutionCardExtras: Record<SolutionSlug, { icon: LucideIcon; points: readonly string[] }> = {
  'recepcionista-ia': {
    icon: Headset,
    points: ['Responde al primer tono', 'Agenda citas en tu calendario', 'Resumen de cada llamada'],
  },
  'servicio-respuesta-after-hours': {
    icon: MoonStar,
    points: ['Noches, fines de semana y festivos', 'Detecta y avisa las urgencias', 'Sin turnos ni guardias'],
  },
  'servicio-gestion-llamadas': {
    icon: Route,
    points: ['Recepción inteligente', 'Derivación a la persona adecuada', 'Seguimiento completo'],
  },
};

export const solutionsIndexContent = {
  meta: {
    title: 'Soluciones de atención telefónica con IA',
    description:
      'Recepcionista IA, servicio de respuesta fuera de horario y gestión de llamadas para pymes y autónomos. Configúralo en minutos.',
  },
  title: 'Soluciones para que ninguna llamada se quede sin respuesta',
  lead: 'Elige cómo quieres que EstefanIA trabaje para tu negocio: como recepcionista a tiempo completo, fuera de horario o gestionando y derivando cada llamada.',
  cardsTitle: 'Tres formas de atender mejor a tus clientes',
  learnMore: 'Más información',
  cards: solutionLinks.map((link) => {
    const slug = slugOf(link.to);
    return { ...link, slug, ...solutionCardExtras[slug] };
  }),
  claimsLabel: 'Ventajas de todas las soluciones',
  figuresLead: 'Lo mismo para las tres soluciones, porque las tres son la misma recepcionista:',
  claims: [
    { icon: Settings2, text: `Alta ${claimPhrases.signup}` },
    { icon: PhoneForwarded, text: 'Sin cambiar de número' },
    { icon: Euro, text: `Desde ${fromPrice} con los primeros ${extras.trialMinutes} minutos gratis` },
  ],
  closing: {
    title: '¿No sabes cuál elegir? Empieza gratis y decide después',
    text: `Todas las soluciones comparten la misma recepcionista: pruébala con ${extras.trialMinutes} minutos gratis, sin tarjeta y sin permanencia.`,
  },
} as const;

export const solutionPages: Record<SolutionSlug, SolutionPageContent> = {
  'recepcionista-ia': {
    meta: {
      title: 'Recepcionista IA para tu negocio',
      description: `Una recepcionista virtual con IA que atiende, informa y agenda citas 24/7 en español y ${extras.extraLanguages} idiomas más.`,
    },
    title: 'Recepcionista IA que atiende como tu mejor empleada',
    lead: 'Responde al primer tono, conoce tus servicios y precios, agenda citas y te envía un resumen de cada conversación. Todo el día, todos los días.',
    benefits: {
      title: 'Lo que gana tu negocio con una recepcionista IA',
      items: [
        {
          icon: PhoneMissed,
          title: sentenceCase(claimPhrases.missedCalls),
          description: `Atiende varias llamadas a la vez y a cualquier hora, con ${claimPhrases.responseTime}. Cada cliente que llama es atendido, aunque tú estés con otro.`,
        },
        {
          icon: CalendarCheck,
          title: 'Citas agendadas sin ti',
          description:
            'Consulta tus huecos libres, reserva la cita y envía el recordatorio al cliente, sin que tengas que coger el teléfono.',
        },
        {
          icon: Euro,
          title: 'Una fracción de lo que cuesta una persona',
          description: `Desde ${fromPrice}, sin nóminas, bajas ni vacaciones que cubrir. Pagas por lo que usas y cancelas cuando quieras.`,
        },
      ],
    },
    problems: {
      title: 'Por qué las alternativas anticuadas te frenan',
      lead: 'El buzón de voz y la centralita de siempre hacen que el cliente cuelgue y llame a la competencia.',
      items: [
        {
          icon: Voicemail,
          title: 'El buzón de voz espanta clientes',
          description: 'Casi nadie deja mensaje: quien oye una grabación cuelga y marca el siguiente número de la lista.',
        },
        {
          icon: UserRoundX,
          title: 'Una recepcionista a jornada completa no llega a todo',
          description: 'Cuesta un sueldo, tiene horario y no puede atender dos llamadas a la vez ni cubrir sus descansos.',
        },
        {
          icon: Hourglass,
          title: 'Devolver llamadas llega tarde',
          description: 'Cuando por fin devuelves la llamada, el cliente ya ha reservado en otro sitio.',
        },
      ],
    },
    closing: {
      title: 'Tu recepcionista IA, lista hoy mismo',
      text: `Configúrala en minutos y pruébala con ${extras.trialMinutes} minutos gratis. Sin tarjeta y sin permanencia.`,
    },
  },
  'servicio-respuesta-after-hours': {
    meta: {
      title: 'Servicio de respuesta fuera de horario',
      description:
        'Atiende las llamadas de noche, fines de semana y festivos con una recepcionista IA que filtra urgencias y te avisa solo cuando hace falta.',
    },
    title: 'Tu negocio atendido también cuando cierras',
    lead: 'Noches, fines de semana y festivos: EstefanIA recoge cada llamada, resuelve dudas, detecta urgencias y te avisa solo cuando de verdad hace falta.',
    benefits: {
      title: 'Tranquilidad cuando bajas la persiana',
      items: [
        {
          icon: MoonStar,
          title: 'Cobertura real 24/7',
          description:
            'De las ocho de la tarde a las ocho de la mañana, domingos y festivos incluidos: siempre contesta alguien.',
        },
        {
          icon: ShieldAlert,
          title: 'Urgencias filtradas',
          description: 'Distingue una avería urgente de una consulta que puede esperar, y solo te despierta cuando es necesario.',
        },
        {
          icon: ClipboardCheck,
          title: 'Todo listo por la mañana',
          description: 'Empiezas el día con la lista de llamadas, los datos de cada cliente y las citas ya apuntadas.',
        },
      ],
    },
    problems: {
      title: 'Por qué las alternativas anticuadas te frenan',
      lead: 'Cerrar el teléfono al cerrar el negocio sale más caro de lo que parece.',
      items: [
        {
          icon: PhoneOff,
          title: 'El teléfono apagado es una venta perdida',
          description: 'Muchas llamadas llegan fuera de horario, justo cuando el cliente tiene tiempo de buscar quién le ayude.',
        },
        {
          icon: Users,
          title: 'Las guardias queman al equipo',
          description: 'Tener a alguien pendiente del móvil cada noche desgasta y acaba en llamadas sin atender.',
        },
        {
          icon: Euro,
          title: 'Los call centers nocturnos son caros',
          description: 'Cobran por minuto y por agente, y aun así leen un guion que no conoce tu negocio.',
        },
      ],
    },
    moreBenefits: {
      title: 'Cuatro motivos más para no apagar el teléfono',
      items: [
        {
          icon: BellRing,
          title: 'Avisos por WhatsApp o llamada',
          description: 'Si algo no puede esperar, te reenvía la urgencia por WhatsApp o te pasa la llamada directamente.',
        },
        {
          icon: CalendarCheck,
          title: 'Reservas también de madrugada',
          description: 'El cliente que llama a medianoche sale de la llamada con su cita confirmada.',
        },
        {
          icon: Sparkles,
          title: 'Mensajes adaptados a festivos',
          description: 'Informa de horarios especiales, cierres por vacaciones o guardias sin que tengas que grabar nada.',
        },
        {
          icon: TrendingUp,
          title: 'Más ingresos sin ampliar plantilla',
          description: 'Las llamadas que antes se perdían se convierten en clientes, sin turnos extra ni horas de más.',
        },
      ],
    },
    closing: {
      title: 'Que tu negocio responda aunque esté cerrado',
      text: `Activa el servicio fuera de horario en minutos y pruébalo con ${extras.trialMinutes} minutos gratis.`,
    },
  },
  'servicio-gestion-llamadas': {
    meta: {
      title: 'Servicio de gestión de llamadas con IA',
      description:
        'Recepción inteligente, derivación eficiente y seguimiento completo de cada llamada de tu empresa, sin centralitas ni esperas.',
    },
    title: 'Gestión de llamadas inteligente, de la primera palabra al seguimiento',
    lead: 'EstefanIA recibe, entiende y deriva cada llamada a la persona adecuada, y deja constancia de todo para que tu equipo no pierda el hilo.',
    benefits: {
      title: 'Cada llamada, en las manos adecuadas',
      items: [
        {
          icon: Route,
          title: 'Derivación sin menús',
          description: 'Nada de «pulse 1, pulse 2»: el cliente explica qué necesita y EstefanIA le pasa con quien corresponde.',
        },
        {
          icon: Filter,
          title: 'Filtro de spam y comerciales',
          description: 'Las llamadas que no aportan no llegan a tu equipo, que se centra en los clientes.',
        },
        {
          icon: MailCheck,
          title: 'Resumen de cada conversación',
          description: 'Transcripción, grabación y resumen por email o WhatsApp para que nadie tenga que preguntar dos veces.',
        },
      ],
    },
    problems: {
      title: 'Por qué las alternativas anticuadas te frenan',
      lead: 'Las centralitas y los buzones compartidos reparten llamadas, pero no las gestionan.',
      items: [
        {
          icon: Clock,
          title: 'Esperas y menús interminables',
          description: 'Los clientes cuelgan antes de llegar a la opción correcta o después de varios minutos en espera.',
        },
        {
          icon: PhoneForwarded,
          title: 'Transferencias a ciegas',
          description: 'La llamada pasa de mano en mano y el cliente tiene que repetir su problema a cada persona.',
        },
        {
          icon: ListChecks,
          title: 'Sin registro ni seguimiento',
          description: 'Nadie sabe quién llamó, qué pidió ni si se le devolvió la llamada.',
        },
      ],
    },
    howItWorks: {
      title: 'Cómo funciona la gestión de llamadas',
      lead: 'Tres pasos, de la primera palabra del cliente al seguimiento de tu equipo.',
      steps: [
        {
          icon: Headset,
          title: 'Recepción inteligente',
          description: 'Contesta al primer tono, identifica al cliente y entiende el motivo de la llamada con lenguaje natural.',
        },
        {
          icon: Route,
          title: 'Derivación eficiente',
          description: 'Según tus reglas, pasa la llamada a la persona o al departamento adecuado, o la resuelve ella misma.',
        },
        {
          icon: ClipboardCheck,
          title: 'Seguimiento completo',
          description: 'Registra cada llamada con su resumen y envía las tareas pendientes a quien debe hacerlas.',
        },
      ],
    },
    moreBenefits: {
      title: 'Cuatro ventajas para tu equipo',
      items: [
        {
          icon: Users,
          title: 'Menos interrupciones',
          description: 'Tu equipo solo recibe las llamadas que le tocan, con el contexto ya explicado.',
        },
        {
          icon: PhoneMissed,
          title: sentenceCase(claimPhrases.simultaneousCalls),
          description: 'Los picos de los lunes o de campaña ya no saturan la línea: atiende todas las llamadas simultáneas.',
        },
        {
          icon: TrendingUp,
          title: 'Datos para decidir',
          description: 'Sabes cuándo llaman, por qué y qué se resolvió, para organizar mejor los turnos.',
        },
        {
          icon: Euro,
          title: sentenceCase(claimPhrases.savings),
          description: 'Sin nóminas, turnos ni bajas que cubrir para atender el teléfono: pagas por las llamadas que atiende.',
        },
      ],
    },
    closing: {
      title: 'Pon orden en tus llamadas desde hoy',
      text: `Configura la gestión de llamadas en minutos, desde ${fromPrice} y con ${extras.trialMinutes} minutos gratis para probarla.`,
    },
  },
};
