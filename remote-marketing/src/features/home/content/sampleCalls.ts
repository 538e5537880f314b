// The four sample calls of the home page (spec §1): a card each and the conversation it plays.
import cleaningImage from '../assets/limpieza-mudanza.svg?no-inline';
import haircutImage from '../assets/cita-peluqueria.svg?no-inline';
import jacuzziImage from '../assets/presupuesto-jacuzzi.svg?no-inline';
import hoaImage from '../assets/cuota-comunidad.svg?no-inline';

/** The sample-calls section's own copy, apart from the rest of the home's: its island loads only this. */
export const sampleCallsCopy = {
  id: 'llamadas-de-ejemplo',
  title: 'Escucha a EstefanIA en cuatro llamadas de ejemplo',
  lead: 'Cuatro negocios, cuatro conversaciones de ejemplo escritas para enseñarte cómo atiende EstefanIA: no son grabaciones de clientes. Pulsa reproducir y sigue la conversación.',
  play: (title: string) => `Reproducir la llamada: ${title}`,
  pause: (title: string) => `Pausar la llamada: ${title}`,
  progress: (title: string) => `Progreso de la llamada: ${title}`,
  transcript: (title: string) => `Transcripción de la llamada: ${title}`,
  idleHint: 'Pulsa reproducir para ver la conversación.',
  ended: 'Fin de la llamada. Pulsa reproducir para escucharla otra vez.',
  voiceLabel: 'Con voz',
  /** Next to the voice switch: the voice heard is the browser's, not EstefanIA's. */
  voiceNote: 'La voz la pone tu navegador, no es la de EstefanIA.',
};

export type Speaker = 'caller' | 'estefania';

export interface CallTurn {
  speaker: Speaker;
  text: string;
}

export interface SampleCall {
  id: string;
  /** Demo card title (spec §3: title, image, gradient). */
  title: string;
  business: string;
  image: { src: string; alt: string };
  gradient: string;
  turns: readonly CallTurn[];
}

export const speakerNames: Record<Speaker, string> = {
  caller: 'Cliente',
  estefania: 'EstefanIA',
};

export const sampleCalls: readonly SampleCall[] = [
  {
    id: 'limpieza-mudanza',
    title: 'Limpieza de piso tras una mudanza',
    business: 'Limpiezas Brillo Madrid',
    image: { src: cleaningImage, alt: 'Ilustración de un piso vacío con cajas de mudanza y una fregona' },
    gradient: 'linear-gradient(135deg, #e0f2fe 0%, #ede9fe 100%)',
    turns: [
      {
        speaker: 'estefania',
        text: 'Limpiezas Brillo, buenas tardes. Soy EstefanIA, la asistente virtual. ¿En qué puedo ayudarte?',
      },
      {
        speaker: 'caller',
        text: 'Hola, me mudo el viernes y necesito que alguien deje el piso antiguo impecable para devolverlo al casero.',
      },
      { speaker: 'estefania', text: 'Claro. ¿Cuántos metros tiene el piso y cuántos baños?' },
      { speaker: 'caller', text: 'Unos setenta metros, dos habitaciones y un baño. Ya estará vacío de muebles.' },
      {
        speaker: 'estefania',
        text: 'Perfecto. La limpieza de fin de mudanza incluye cocina por dentro, armarios, cristales y baño a fondo. Para setenta metros suelen ser unas cuatro horas.',
      },
      { speaker: 'caller', text: '¿Podríais ir el sábado por la mañana?' },
      {
        speaker: 'estefania',
        text: 'Tengo hueco el sábado a las nueve. Te lo reservo y te mando ahora un WhatsApp con el presupuesto y la dirección para que lo confirmes.',
      },
      { speaker: 'caller', text: 'Genial, muchas gracias.' },
      { speaker: 'estefania', text: 'A ti. Que vaya muy bien la mudanza.' },
    ],
  },
  {
    id: 'cita-peluqueria',
    title: 'Cita en la peluquería',
    business: 'Peluquería Nerea',
    image: { src: haircutImage, alt: 'Ilustración de unas tijeras y un peine junto a un espejo de peluquería' },
    gradient: 'linear-gradient(135deg, #fce7f3 0%, #fef3c7 100%)',
    turns: [
      { speaker: 'estefania', text: 'Peluquería Nerea, dime. Te atiende EstefanIA, la asistente virtual del salón.' },
      { speaker: 'caller', text: 'Hola, quería cita para cortarme el pelo y hacerme mechas esta semana.' },
      {
        speaker: 'estefania',
        text: 'Corte con mechas son unas dos horas. Tengo el jueves a las cuatro y media o el viernes a las diez. ¿Cuál te viene mejor?',
      },
      { speaker: 'caller', text: 'El jueves a las cuatro y media. ¿Me puede atender Lucía?' },
      { speaker: 'estefania', text: 'Sí, Lucía está libre a esa hora. ¿Me dices tu nombre y un móvil de contacto?' },
      { speaker: 'caller', text: 'Carmen Ortega, seis uno dos, tres cuatro cinco, seis siete ocho.' },
      {
        speaker: 'estefania',
        text: 'Listo, Carmen: jueves a las cuatro y media con Lucía. Te llegará un recordatorio el día antes.',
      },
      { speaker: 'caller', text: '¡Perfecto, hasta el jueves!' },
    ],
  },
  {
    id: 'presupuesto-jacuzzi',
    title: 'Presupuesto para limpiar un jacuzzi',
    business: 'AquaSpa Mantenimiento',
    image: { src: jacuzziImage, alt: 'Ilustración de un jacuzzi con burbujas y una toalla doblada' },
    gradient: 'linear-gradient(135deg, #ccfbf1 0%, #dbeafe 100%)',
    turns: [
      { speaker: 'estefania', text: 'AquaSpa Mantenimiento, buenos días. Soy EstefanIA. ¿En qué te ayudo?' },
      {
        speaker: 'caller',
        text: 'Buenos días. Tengo un jacuzzi exterior de seis plazas y el agua ya no está clara. ¿Cuánto costaría una limpieza?',
      },
      { speaker: 'estefania', text: '¿Cuándo se hizo la última limpieza de filtros y tuberías?' },
      { speaker: 'caller', text: 'Pues creo que hace más de un año, la verdad.' },
      {
        speaker: 'estefania',
        text: 'Entonces te recomiendo la limpieza completa: vaciado, desinfección de tuberías, cambio de filtros y equilibrado del agua. El técnico te da el precio cerrado tras verlo, sin compromiso.',
      },
      { speaker: 'caller', text: 'Vale. ¿Podéis venir a verlo esta semana? Estoy en Pozuelo.' },
      {
        speaker: 'estefania',
        text: 'Hay visita en Pozuelo el miércoles por la tarde. Apunto tu dirección y el técnico te llama media hora antes de llegar.',
      },
      { speaker: 'caller', text: 'Estupendo, el miércoles entonces.' },
    ],
  },
  {
    id: 'cuota-comunidad',
    title: 'Administración de fincas: cuota de comunidad',
    business: 'Fincas Albor',
    image: { src: hoaImage, alt: 'Ilustración de un edificio de viviendas con un recibo de la comunidad' },
    gradient: 'linear-gradient(135deg, #ecfccb 0%, #e0e7ff 100%)',
    turns: [
      { speaker: 'estefania', text: 'Fincas Albor, administración de comunidades. Soy EstefanIA, ¿en qué puedo ayudarte?' },
      {
        speaker: 'caller',
        text: 'Hola, soy vecina de la calle Olivo, 14. Me ha llegado la cuota de la comunidad más alta y no sé cómo pagarla.',
      },
      {
        speaker: 'estefania',
        text: 'Este trimestre la cuota incluye la derrama aprobada en la última junta para arreglar la fachada. ¿Quieres que te explique las formas de pago?',
      },
      { speaker: 'caller', text: 'Sí, por favor. ¿Se puede domiciliar?' },
      {
        speaker: 'estefania',
        text: 'Sí. Puedes domiciliarla enviándonos tu IBAN firmado, o pagar por transferencia indicando tu piso y letra. La derrama también se puede fraccionar en tres meses.',
      },
      { speaker: 'caller', text: 'Prefiero fraccionarla. ¿Qué tengo que hacer?' },
      {
        speaker: 'estefania',
        text: 'Dejo anotada tu solicitud para que el administrador la confirme y te envío por correo el formulario de domiciliación. ¿Me dices tu piso?',
      },
      { speaker: 'caller', text: 'Tercero B. Muchas gracias.' },
      { speaker: 'estefania', text: 'Anotado: tercero B, pago fraccionado. Recibirás el correo en unos minutos.' },
    ],
  },
];
