import { extras, formatEuros, planByKey } from '@estefania/shared';
import { paymentMethods } from '../../plans/planTerms';
import type { LegalDocument } from './types';
import { legalFacts as facts } from './legalFacts';

const trialPlan = planByKey(extras.trialConvertsTo);

export const termsOfService: LegalDocument = {
  title: 'Términos de servicio',
  description:
    'Condiciones de uso de EstefanIA: requisitos, prueba gratuita, pagos, renovación, cancelación, suspensión y límite de responsabilidad.',
  updated: facts.termsUpdated,
  intro:
    'Estos términos regulan el uso de EstefanIA, la recepcionista telefónica con inteligencia artificial, y de esta web. Al crear una cuenta o usar el servicio los aceptas; si no estás de acuerdo, no uses el servicio.',
  sections: [
    {
      id: 'servicio',
      title: 'El servicio',
      paragraphs: [
        'EstefanIA atiende las llamadas de tu negocio las 24 horas: responde preguntas, agenda citas, toma mensajes y datos, filtra spam, transfiere llamadas y te envía resúmenes, transcripciones y grabaciones. Las funciones disponibles dependen del plan contratado, tal como se describe en la página de precios.',
      ],
    },
    {
      id: 'requisitos',
      title: 'Quién puede usar el servicio',
      paragraphs: ['Para crear una cuenta debes:'],
      list: [
        `Tener al menos ${facts.minimumAge} años.`,
        'Residir en un lugar donde el servicio sea legal.',
        'No haber sido suspendido ni dado de baja anteriormente del servicio.',
      ],
    },
    {
      id: 'cuenta',
      title: 'Tu cuenta',
      paragraphs: [
        'Debes darnos información exacta y mantenerla al día: nombre, email, teléfono y un método de pago válido. Eres responsable de la confidencialidad de tus credenciales y de lo que se haga desde tu cuenta.',
      ],
    },
    {
      id: 'prueba',
      title: 'Prueba gratuita',
      paragraphs: [
        `La prueba incluye ${extras.trialMinutes} minutos de llamadas, sin método de pago, y solo hay una por cliente. Cuando se agotan los minutos o termina el periodo de prueba, la cuenta pasa automáticamente al plan ${trialPlan.name} por ${formatEuros(trialPlan.monthlyPriceCents ?? 0)} al mes, salvo que la canceles antes.`,
      ],
    },
    {
      id: 'precios-pagos',
      title: 'Precios y pagos',
      paragraphs: [
        `Los precios vigentes son los publicados en la página de precios y no incluyen IVA (${extras.vatRate * 100} %). Puedes pagar con ${paymentMethods.join(', ')}, y en ${extras.instalments} plazos mensuales sin intereses cuando se ofrece esa opción.`,
        `Cada plan incluye un número de llamadas al mes. Al llegar al límite puedes pasar a un plan superior, comprar un pack de minutos o pagar cada llamada extra a ${formatEuros(extras.extraCallCents)}. Los minutos de los packs no caducan.`,
      ],
    },
    {
      id: 'renovacion',
      title: 'Renovación automática',
      paragraphs: [
        'Las suscripciones se renuevan automáticamente al final de cada periodo (mensual o anual) y se cobra el importe del nuevo periodo, hasta que las canceles.',
      ],
    },
    {
      id: 'cambios-plan',
      title: 'Cambios de plan',
      paragraphs: [
        'Puedes subir o bajar de plan cuando quieras desde tu panel. Los cambios se prorratean: se cobra o se descuenta la parte proporcional del periodo que queda.',
      ],
    },
    {
      id: 'cancelacion',
      title: 'Cancelación',
      paragraphs: [
        'Puedes cancelar en cualquier momento desde tu panel de cliente. El servicio sigue activo hasta el final del periodo ya pagado y no se renueva después. Salvo que la ley disponga otra cosa, no se reembolsa la parte no consumida del periodo en curso.',
      ],
    },
    {
      id: 'por-vida',
      title: 'Ofertas de por vida',
      paragraphs: [
        'Las ofertas de pago único «de por vida» solo pueden contratarlas usuarios que no hayan usado antes el servicio. No son transferibles ni reembolsables.',
      ],
    },
    {
      id: 'uso-aceptable',
      title: 'Uso aceptable y datos prohibidos',
      paragraphs: [
        'Usarás el servicio de forma lícita, informando a quienes llaman de que les atiende un asistente con inteligencia artificial cuando sea obligatorio. No puedes pedir ni guardar a través del servicio:',
      ],
      list: [
        'Números de tarjetas de pago.',
        'Contraseñas.',
        'Datos biométricos o de salud, salvo que estés autorizado para tratarlos y lo hayamos acordado por escrito.',
      ],
      after: [
        'Las llamadas salientes y en frío solo están disponibles en el plan Enterprise y no están permitidas en algunos países, como Estados Unidos. Eres responsable de cumplir las normas de publicidad y telecomunicaciones que te apliquen.',
      ],
    },
    {
      id: 'suspension',
      title: 'Suspensión y baja',
      paragraphs: [
        'Podemos suspender o cancelar tu cuenta si incumples estos términos o si no pagas. Salvo en casos graves o urgentes, te avisaremos antes por email para que puedas corregirlo.',
      ],
    },
    {
      id: 'datos',
      title: 'Protección de datos',
      paragraphs: [
        `Tratamos los datos conforme a la política de privacidad y al acuerdo de tratamiento de datos (DPA), que forma parte de estos términos. Los datos se alojan en ${facts.dataLocation} y se borran en un plazo de ${facts.deletionDays} días desde el fin del contrato.`,
      ],
    },
    {
      id: 'responsabilidad',
      title: 'Limitación de responsabilidad',
      paragraphs: [
        `Nuestra responsabilidad total por cualquier reclamación relacionada con el servicio se limita al importe que nos hayas pagado en los ${facts.liabilityMonths} meses anteriores al hecho que la origine. Esta limitación no se aplica en casos de dolo o culpa grave, ni a los derechos que la ley reconoce a los consumidores.`,
      ],
    },
    {
      id: 'modificaciones',
      title: 'Cambios en estos términos',
      paragraphs: [
        'Podemos actualizar estos términos. Te avisaremos por email con antelación razonable de los cambios importantes; si no estás de acuerdo, puedes cancelar antes de que se apliquen.',
      ],
    },
    {
      id: 'ley',
      title: 'Ley aplicable',
      paragraphs: [
        'Estos términos se rigen por la ley española. Para cualquier controversia, las partes se someten a los juzgados y tribunales del domicilio de la sociedad titular, salvo que la ley establezca otro fuero.',
      ],
    },
  ],
};
