import { annualPriceCents, extras, formatEuros, minutePacks, paths, planByKey, plans } from '@estefania/shared';
import { paymentMethods } from '../../plans/planTerms';
import { legalFacts } from '../../legal/content/legalFacts';

export interface FaqItem {
  id: string;
  question: string;
  answer: string[];
  /** Further reading: site paths, or `#id` anchors on this page. */
  links?: { to: string; label: string }[];
}

const autonomo = planByKey('autonomo');
const pyme = planByKey('pyme');
const empresa = planByKey('empresa');
const trialPlan = planByKey(extras.trialConvertsTo);
const euros = (cents: number | null) => formatEuros(cents ?? 0);
const limits = plans
  .filter((plan) => plan.callLimit !== null)
  .map((plan) => `${plan.name}, ${plan.callLimit} llamadas`)
  .join('; ');

export const faqContent = {
  title: 'Preguntas frecuentes',
} as const;

export const faq: readonly FaqItem[] = [
  {
    id: 'prueba-gratis',
    question: '¿Cómo funciona la prueba gratuita?',
    answer: [
      `Tienes ${extras.trialMinutes} minutos de llamadas gratis, sin tarjeta y sin compromiso. La prueba es una por cliente.`,
    ],
  },
  {
    id: 'fin-prueba',
    question: '¿Qué pasa cuando se acaba la prueba?',
    answer: [
      `Cuando gastas los ${extras.trialMinutes} minutos o termina el periodo de prueba, la cuenta pasa al plan ${trialPlan.name} por ${euros(trialPlan.monthlyPriceCents)} al mes, salvo que la canceles antes. Puedes elegir otro plan o un pack de minutos en cualquier momento.`,
    ],
  },
  {
    id: 'renovacion',
    question: '¿Las suscripciones se renuevan solas?',
    answer: [
      'Sí. Los planes se renuevan automáticamente cada mes (o cada año, si eliges facturación anual) hasta que los canceles.',
    ],
  },
  {
    id: 'cancelar',
    question: '¿Puedo cancelar cuando quiera?',
    answer: [
      'Sí, sin permanencia. Cancelas desde tu panel de cliente y el servicio sigue activo hasta el final del periodo que ya has pagado.',
    ],
  },
  {
    id: 'cambiar-plan',
    question: '¿Puedo cambiar de plan?',
    answer: [
      'Cuando quieras. Los cambios de plan se prorratean: pagas o se te descuenta solo la parte proporcional de los días que quedan del periodo.',
    ],
  },
  {
    id: 'limite-llamadas',
    question: '¿Qué pasa si llego al límite de llamadas del mes?',
    answer: [
      `Cada plan incluye un número de llamadas al mes (${limits}; Enterprise, ilimitadas). Al llegar al límite tienes tres opciones: pasar a un plan superior, comprar un pack de minutos o pagar cada llamada extra a ${formatEuros(extras.extraCallCents)}.`,
    ],
  },
  {
    id: 'llamada-extra',
    question: '¿Cuánto cuesta una llamada extra?',
    answer: [
      `${formatEuros(extras.extraCallCents)} por llamada, sea cual sea su duración. Usa la calculadora de esta página para ver si te sale más a cuenta un plan superior.`,
    ],
    links: [{ to: '#calculadora', label: 'Ir a la calculadora' }],
  },
  {
    id: 'duracion',
    question: '¿Hay límite de duración por llamada?',
    answer: [
      'No. Todos los planes mensuales tienen minutos ilimitados por llamada y no limitan la duración. Con los packs, cada llamada descuenta los minutos que dura.',
    ],
  },
  {
    id: 'packs',
    question: '¿Cómo funcionan los packs de minutos?',
    answer: [
      `Compras un bloque de minutos (${minutePacks.map((pack) => `${pack.minutes} por ${formatEuros(pack.priceCents)}`).join(', ')}) y lo gastas a tu ritmo: sin cuota mensual y los minutos no caducan.`,
    ],
  },
  {
    id: 'de-por-vida',
    question: '¿Ofrecéis ofertas de por vida (lifetime deals)?',
    answer: [
      'A veces, en promociones concretas. Solo pueden contratarlas quienes no hayan usado antes el servicio, y no son transferibles ni reembolsables.',
    ],
  },
  {
    id: 'idiomas',
    question: '¿En qué idiomas atiende EstefanIA?',
    answer: [`En español y en ${extras.extraLanguages} idiomas más: más de 30 en total.`],
  },
  {
    id: 'mi-numero',
    question: '¿Puedo seguir usando mi número de teléfono?',
    answer: ['Sí. Conservas tu número actual y solo desvías las llamadas a EstefanIA, desde tu operador o tu centralita.'],
  },
  {
    id: 'numero-dedicado',
    question: '¿Puedo tener un número dedicado?',
    answer: [
      `Sí: un número dedicado cuesta ${formatEuros(extras.dedicatedNumberMonthlyCents)} al mes o ${formatEuros(extras.dedicatedNumberYearlyCents)} al año.`,
    ],
  },
  {
    id: 'numero-propio',
    question: '¿Puedo integrar mi propio número en la plataforma?',
    answer: [
      `La integración de tu propio número es gratuita en Enterprise y tiene un pago único en ${empresa.name}. No está disponible en ${autonomo.name} ni en ${pyme.name}.`,
    ],
  },
  {
    id: 'whatsapp',
    question: '¿Cuánto cuesta la integración con WhatsApp?',
    answer: [
      `${formatEuros(extras.whatsappIntegrationCents)} de pago único más ${formatEuros(extras.whatsappMaintenanceMonthlyCents)} al mes de mantenimiento, con hasta ${extras.whatsappMessagesPerDay} mensajes al día.`,
    ],
  },
  {
    id: 'crm',
    question: '¿Y la integración con mi CRM?',
    answer: [`${formatEuros(extras.crmIntegrationCents)} de pago único. Te ayudamos a conectarlo con tu CRM actual.`],
  },
  {
    id: 'anual',
    question: '¿Qué ventaja tiene la facturación anual?',
    answer: [
      `Equivale a ${extras.annualFreeMonths} meses gratis: pagas ${12 - extras.annualFreeMonths} meses y tienes 12. Por ejemplo, ${pyme.name} cuesta ${euros(annualPriceCents(pyme.monthlyPriceCents ?? 0))} al año en lugar de ${euros((pyme.monthlyPriceCents ?? 0) * 12)}.`,
    ],
  },
  {
    id: 'funciones-plan',
    question: '¿Qué funciones tiene cada plan?',
    answer: [
      `Los enlaces para reservar citas, las transferencias de llamadas y el envío de SMS durante la llamada están disponibles desde ${pyme.name}, igual que los recordatorios por WhatsApp (con instalación manual). Las transferencias en directo y el entrenamiento con tus documentos, desde ${empresa.name}.`,
      'Enterprise añade varias sedes, un agente por comercial y un gestor de cuenta dedicado.',
    ],
  },
  {
    id: 'salientes',
    question: '¿EstefanIA puede hacer llamadas salientes?',
    answer: [
      'Sí, solo en Enterprise. Las llamadas salientes y en frío no están permitidas en algunos países, como Estados Unidos.',
    ],
  },
  {
    id: 'pago',
    question: '¿Cómo puedo pagar?',
    answer: [
      `Aceptamos ${paymentMethods.slice(0, -1).join(', ')} y ${paymentMethods.at(-1)}. También puedes pagar en ${extras.instalments} plazos mensuales sin intereses.`,
    ],
  },
  {
    id: 'iva',
    question: '¿Los precios incluyen IVA?',
    answer: [
      `No. Los precios se muestran sin IVA; en tu factura se añade el ${extras.vatRate * 100} %. La calculadora te muestra los dos importes.`,
    ],
  },
  {
    id: 'datos',
    question: '¿Dónde se guardan mis datos? ¿Cumplís el RGPD?',
    answer: [
      `Tus datos y los de quienes te llaman se guardan en ${legalFacts.dataLocation} y se tratan conforme al RGPD. Al terminar el contrato los borramos en un plazo de ${legalFacts.deletionDays} días. Consulta la política de privacidad y el acuerdo de tratamiento de datos (DPA).`,
    ],
    links: [
      { to: paths.privacy, label: 'Política de Privacidad' },
      { to: paths.dpa, label: 'Acuerdo de tratamiento de datos (DPA)' },
    ],
  },
];
