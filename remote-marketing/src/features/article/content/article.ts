// Copy of the article "Cómo la IA puede ayudar a las pymes" (spec §2). Components only render it.
// Our own prices come from the shared catalogue; market figures (salaries, tickets) are estimates
// written here as cents and formatted the same way.
import { extras, formatEuros, fromPriceCents, paths, planByKey, type PlanKey } from '@estefania/shared';
import { ARTICLE_UPDATED } from '../../../routes';
import { readinessChecklistContent } from './readinessChecklist';

const autonomo = planByKey('autonomo');
const pyme = planByKey('pyme');
const empresa = planByKey('empresa');
/** "2025-09-12" → "12 de septiembre de 2025". */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
const published = '2025-09-12';
// The sitemap's date for this page is the route table's: the page shows the same one.
const updated = ARTICLE_UPDATED;
const monthly = (cents: number | null) => (cents === null ? 'a medida' : `${formatEuros(cents)}/mes`);

export interface ArticleSectionRef {
  id: string;
  title: string;
}

export const articleSections = {
  quickAnswer: { id: 'respuesta-rapida', title: 'Respuesta rápida' },
  applications: { id: 'aplicaciones', title: '7 aplicaciones prácticas de la IA en una pyme' },
  cases: { id: 'casos-de-exito', title: '3 casos de éxito' },
  costs: { id: 'costes-y-roi', title: 'Costes y retorno de la inversión por sector' },
  comparison: { id: 'comparativa-costes', title: 'Recepcionista tradicional frente a recepcionista con IA' },
  checklist: { id: 'esta-tu-negocio-preparado', title: '¿Está tu negocio preparado para la IA?' },
  plan: { id: 'plan-30-dias', title: 'Plan de 30 días para empezar' },
  faqs: { id: 'preguntas-frecuentes', title: 'Preguntas frecuentes' },
  references: { id: 'referencias', title: 'Referencias' },
} as const satisfies Record<string, ArticleSectionRef>;

export const articleContent = {
  meta: {
    title: 'Cómo la IA puede ayudar a las pymes: guía práctica 2025',
    description:
      'Aplicaciones prácticas, casos de éxito, costes y un plan de 30 días para que tu pyme empiece a usar inteligencia artificial.',
  },
  category: 'Inteligencia artificial',
  title: 'Cómo la IA puede ayudar a las pymes: guía práctica',
  lead: 'Qué puede hacer hoy la inteligencia artificial por una pequeña empresa española, cuánto cuesta y cómo empezar en 30 días sin equipo técnico.',
  published: { iso: published, label: longDate(published) },
  updated: { iso: updated, label: longDate(updated) },
  updatedPrefix: 'Última actualización:',
  readingTime: '14 minutos de lectura',
  imageAlt: 'Ilustración de un asistente de IA sonriente sobre fondo morado',
  author: {
    name: 'Equipo editorial de EstefanIA',
    bio: 'Escribimos guías para pymes y autónomos a partir de lo que vemos cada día en miles de llamadas atendidas por IA en negocios españoles: clínicas, talleres, peluquerías, despachos y reformas.',
  },
  tocTitle: 'En este artículo',
  intro: [
    'Si tienes una pyme, probablemente la inteligencia artificial te suene a algo de grandes empresas: caro, complicado y pensado para departamentos de informática que tú no tienes. La realidad en 2025 es la contraria. Las herramientas de IA más útiles para un negocio pequeño se contratan por meses, se configuran en una tarde y resuelven problemas muy terrenales: el teléfono que nadie coge, los presupuestos que se quedan sin enviar o las citas que se olvidan.',
    'En esta guía repasamos qué puede hacer la IA por tu negocio, cuánto cuesta de verdad, qué resultados han obtenido pymes como la tuya y cómo empezar en 30 días sin arriesgar dinero.',
  ],
  quickAnswer: {
    title: 'Respuesta rápida',
    text: 'La IA ayuda a las pymes sobre todo a no perder clientes por falta de tiempo: atiende llamadas 24/7, agenda citas, responde preguntas frecuentes, redacta presupuestos y emails, y ordena la información de cada cliente.',
    points: [
      `Empezar cuesta desde ${formatEuros(fromPriceCents)}, sin permanencia; un plan mensual de recepcionista IA arranca en ${monthly(autonomo.monthlyPriceCents)}.`,
      'El retorno más rápido suele venir de las llamadas perdidas: cada una es un cliente que acaba llamando a la competencia.',
      'No necesitas equipo técnico: la mayoría de herramientas se configuran con la información que ya tienes (web, precios, horarios).',
      'Cumple el RGPD y la LOPDGDD si eliges proveedores con servidores en la UE y contratos de encargo de tratamiento.',
    ],
  },
  applications: [
    {
      title: 'Atender el teléfono 24/7',
      description:
        'Una recepcionista con IA responde al primer tono, a cualquier hora, y nunca comunica. Entiende lo que pide el cliente, contesta con la información de tu negocio y te envía un resumen de cada llamada.',
      example: 'Un fontanero que está debajo de un fregadero deja de perder los avisos urgentes de las 22:00.',
    },
    {
      title: 'Agendar citas sin intermediarios',
      description:
        'La IA consulta tu disponibilidad, propone huecos y confirma la cita durante la propia llamada o por mensaje, con recordatorio automático.',
      example: 'Una peluquería llena los huecos de última hora sin que nadie tenga que soltar las tijeras.',
    },
    {
      title: 'Responder preguntas frecuentes',
      description:
        'Precios, horarios, cómo llegar, si aceptáis tal seguro… La IA contesta siempre igual de bien y libera a tu equipo de repetir lo mismo veinte veces al día.',
      example: 'Una clínica veterinaria deja de interrumpir consultas para decir a qué hora cierra.',
    },
    {
      title: 'Cualificar clientes potenciales',
      description:
        'Antes de pasarte la llamada, la IA pregunta lo importante (qué necesita, para cuándo, dónde, presupuesto) y te llega el contacto ya filtrado.',
      example: 'Una empresa de reformas solo visita las obras que encajan con lo que hace.',
    },
    {
      title: 'Redactar presupuestos, emails y publicaciones',
      description:
        'Los asistentes de texto preparan borradores de presupuestos, respuestas a reseñas o publicaciones para redes a partir de cuatro notas tuyas. Tú revisas y envías.',
      example: 'Un despacho de abogados responde en el día a consultas que antes esperaban una semana.',
    },
    {
      title: 'Recordatorios y seguimiento automático',
      description:
        'Mensajes por WhatsApp o SMS para confirmar citas, pedir una reseña o recordar una revisión anual. Menos ausencias y más clientes que repiten.',
      example: 'Un taller recuerda la ITV a sus clientes y llena la agenda de los meses flojos.',
    },
    {
      title: 'Ordenar la información de cada cliente',
      description:
        'Transcripciones, resúmenes y datos de contacto se guardan solos en tu CRM o en una hoja de cálculo, sin teclear nada.',
      example: 'Una inmobiliaria sabe qué busca cada comprador sin depender de la memoria del agente.',
    },
  ],
  casesNote:
    'Casos ilustrativos: describen situaciones habituales de negocios que usan una recepcionista con IA, no clientes concretos, y sus cifras son orientativas.',
  cases: [
    {
      business: 'Clínica dental en Valencia',
      challenge: 'Dos recepcionistas no daban abasto en las horas punta y las llamadas al mediodía y a última hora se perdían.',
      solution:
        'Una recepcionista con IA atiende cuando las líneas están ocupadas y fuera de horario, agenda primeras visitas y pasa las urgencias al móvil del dentista de guardia.',
      result:
        'En el primer trimestre dejó de perder llamadas y ganó 38 primeras visitas al mes que antes se iban a otra clínica.',
    },
    {
      business: 'Empresa de reformas en Sevilla',
      challenge:
        'El dueño atendía el teléfono desde las obras: presupuestos a medias, clientes sin devolver la llamada y poco tiempo para visitar.',
      solution:
        'La IA recoge los datos de cada obra (tipo de reforma, metros, fotos por WhatsApp, plazo) y agenda la visita solo cuando el cliente encaja.',
      result: 'Redujo a la mitad las visitas que no acababan en presupuesto y ahora responde a cada contacto el mismo día.',
    },
    {
      business: 'Restaurante familiar en Madrid',
      challenge: 'Las reservas llegaban por teléfono justo en pleno servicio, cuando nadie podía cogerlo.',
      solution:
        'La IA toma reservas, informa del menú y de opciones sin gluten, y envía un resumen de las reservas del día al encargado.',
      result:
        'En el primer mes atendió 47 llamadas fuera de horario que antes se perdían, y el equipo trabaja sin interrupciones.',
    },
  ],
  costs: {
    intro:
      'Lo que cuesta la IA depende del volumen de llamadas, no del sector. Lo que cambia entre sectores es cuánto vale cada cliente que dejas de perder. Estas cifras son estimaciones orientativas para negocios de 1 a 10 personas.',
    columns: {
      sector: 'Sector',
      plan: 'Plan recomendado',
      price: 'Cuota',
      recovered: 'Clientes recuperados al mes',
      ticket: 'Valor por cliente',
      revenue: 'Ingresos recuperados',
      roi: 'Retorno',
    },
    caption: 'Coste mensual y retorno estimado de una recepcionista con IA por sector',
    sectors: [
      { sector: 'Peluquerías y centros de estética', plan: 'autonomo', recoveredClients: 8, ticketCents: 3500 },
      { sector: 'Clínicas dentales', plan: 'pyme', recoveredClients: 6, ticketCents: 25000 },
      { sector: 'Reformas y fontanería', plan: 'pyme', recoveredClients: 3, ticketCents: 60000 },
      { sector: 'Despachos de abogados', plan: 'autonomo', recoveredClients: 2, ticketCents: 40000 },
      { sector: 'Talleres mecánicos', plan: 'empresa', recoveredClients: 15, ticketCents: 18000 },
    ] satisfies Array<{ sector: string; plan: PlanKey; recoveredClients: number; ticketCents: number }>,
    note: `El retorno es cuántas veces cubren los ingresos recuperados la cuota del plan. Si superas las llamadas de tu plan, cada llamada extra cuesta ${formatEuros(extras.extraCallCents)}, o puedes comprar un paquete de minutos desde ${formatEuros(fromPriceCents)}.`,
  },
  comparison: {
    intro:
      'La comparación más habitual: contratar a una persona para el teléfono o dejar que lo atienda una IA. No se excluyen (muchas pymes usan la IA para cubrir lo que su equipo no llega), pero los números ayudan a decidir.',
    caption: 'Coste mensual aproximado: recepcionista tradicional frente a recepcionista con IA',
    // Short headers: the title above already says what is compared, and three columns then fit a phone.
    columns: { concept: 'Concepto', traditional: 'Tradicional', ai: 'Con IA (plan PYME)' },
    rows: [
      {
        concept: 'Coste mensual',
        traditional: `Unos ${formatEuros(240000)} (salario bruto y Seguridad Social a jornada completa)`,
        ai: monthly(pyme.monthlyPriceCents),
      },
      { concept: 'Horario cubierto', traditional: '40 horas a la semana', ai: '24 horas, los 7 días, festivos incluidos' },
      { concept: 'Llamadas simultáneas', traditional: 'Una', ai: 'Todas las que entren' },
      { concept: 'Vacaciones y bajas', traditional: 'Hay que cubrirlas', ai: 'No aplica' },
      { concept: 'Idiomas', traditional: 'Normalmente uno o dos', ai: `Español y ${extras.extraLanguages} idiomas más` },
      { concept: 'Puesta en marcha', traditional: 'Semanas (selección y formación)', ai: 'Minutos' },
      {
        concept: 'Coste anual',
        traditional: `Unos ${formatEuros(240000 * 12)}`,
        ai: pyme.monthlyPriceCents === null ? 'a medida' : `${formatEuros(pyme.monthlyPriceCents * 12)} (menos con pago anual)`,
      },
    ],
  },
  checklist: readinessChecklistContent,
  plan: {
    intro: 'Un mes basta para probar la IA con riesgo cero y decidir con datos. Este es el plan que recomendamos:',
    weeks: [
      {
        week: 'Semana 1',
        title: 'Mide y elige',
        tasks: [
          'Apunta cuántas llamadas recibes y cuántas se quedan sin contestar.',
          'Elige un único problema a resolver: por ejemplo, las llamadas fuera de horario.',
          `Activa la prueba gratuita de ${extras.trialMinutes} minutos, sin tarjeta.`,
        ],
      },
      {
        week: 'Semana 2',
        title: 'Configura y prueba',
        tasks: [
          'Da a la IA la información de tu web, tus servicios, precios y horarios.',
          'Llama tú mismo y pide a dos personas de confianza que la pongan a prueba.',
          'Ajusta las respuestas que no te convenzan.',
        ],
      },
      {
        week: 'Semana 3',
        title: 'Ponla a trabajar',
        tasks: [
          'Desvía las llamadas cuando no puedas atender y fuera de horario.',
          'Revisa cada día los resúmenes que te llegan por email o WhatsApp.',
          'Conecta tu agenda para que pueda reservar citas.',
        ],
      },
      {
        week: 'Semana 4',
        title: 'Mide el resultado y decide',
        tasks: [
          'Compara las llamadas atendidas y las citas cerradas con la semana 1.',
          'Calcula cuánto valen los clientes recuperados frente a la cuota.',
          'Elige el plan que encaja con tu volumen, o amplía a otro uso de la lista.',
        ],
      },
    ],
  },
  faqs: [
    {
      question: '¿Necesito conocimientos técnicos para usar IA en mi pyme?',
      answer:
        'No. Las herramientas pensadas para pymes se configuran con la información que ya tienes: tu web, tus servicios y tus horarios. Si sabes rellenar un formulario, sabes ponerlas en marcha.',
    },
    {
      question: '¿Cuánto cuesta empezar?',
      answer: `Puedes probar una recepcionista con IA con ${extras.trialMinutes} minutos gratis y sin tarjeta. Después, los paquetes de minutos empiezan en ${formatEuros(fromPriceCents)} y los planes mensuales en ${monthly(autonomo.monthlyPriceCents)}.`,
    },
    {
      question: '¿La IA va a sustituir a mi equipo?',
      answer:
        'En una pyme, lo normal es lo contrario: la IA se encarga de lo repetitivo (coger el teléfono, responder lo de siempre, agendar) para que tu equipo dedique su tiempo a los clientes y al trabajo que de verdad aporta.',
    },
    {
      question: '¿Es legal que una IA atienda a mis clientes?',
      answer:
        'Sí, siempre que se informe de que es un asistente automático y se traten los datos conforme al RGPD y a la LOPDGDD. Elige proveedores con servidores en la Unión Europea y firma con ellos un acuerdo de encargo de tratamiento.',
    },
    {
      question: '¿Qué pasa si la IA no sabe responder algo?',
      answer:
        'Toma nota de la consulta y de los datos del cliente y te los envía al momento. Si es urgente, puede pasarte la llamada o avisarte por WhatsApp.',
    },
    {
      question: '¿Tengo que cambiar de número de teléfono?',
      answer:
        'No. Mantienes tu número y desvías las llamadas a la IA cuando quieras: siempre, solo fuera de horario o cuando no puedas contestar.',
    },
    {
      question: '¿Entiende a clientes que hablan otros idiomas?',
      answer: `Sí. Atiende en español y en ${extras.extraLanguages} idiomas más, y cambia de idioma según hable quien llama.`,
    },
    {
      question: '¿Cuánto tardaré en ver resultados?',
      answer:
        'Las llamadas recuperadas se notan desde la primera semana. Con el plan de 30 días de esta guía tendrás datos suficientes para decidir si te compensa.',
    },
  ],
  ctas: {
    title: 'Prueba la IA en tu negocio hoy',
    text: `Empieza con ${extras.trialMinutes} minutos gratis, sin tarjeta ni permanencia, o pide que EstefanIA te llame para verla en acción.`,
    pricing: 'Ver precios',
    demo: 'Solicitar una demo',
    pricingHref: paths.pricing,
    demoHref: paths.demo,
  },
  inlineCta: {
    text: `¿Quieres saber cuánto te costaría a ti? Los planes van de ${monthly(autonomo.monthlyPriceCents)} a ${monthly(empresa.monthlyPriceCents)}, y hay paquetes de minutos sin cuota mensual.`,
    link: 'Compara los planes',
  },
  references: [
    {
      label: 'Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales (BOE)',
      href: 'https://www.boe.es/buscar/act.php?id=BOE-A-2018-16673',
    },
    {
      label: 'Reglamento (UE) 2024/1689 de Inteligencia Artificial (EUR-Lex)',
      href: 'https://eur-lex.europa.eu/eli/reg/2024/1689/oj',
    },
    {
      label: 'Agencia Española de Protección de Datos: guías sobre inteligencia artificial y RGPD',
      href: 'https://www.aepd.es/',
    },
    {
      label: 'INE: Encuesta sobre el uso de TIC y del comercio electrónico en las empresas',
      href: 'https://www.ine.es/',
    },
    {
      label: 'Programa Kit Digital para pymes y autónomos (Acelera pyme)',
      href: 'https://www.acelerapyme.gob.es/kit-digital',
    },
  ],
} as const;

/** The recommended plan's monthly fee in cents for a sector row (null for a custom price). */
export function sectorPlanCents(plan: PlanKey): number | null {
  return planByKey(plan).monthlyPriceCents;
}
