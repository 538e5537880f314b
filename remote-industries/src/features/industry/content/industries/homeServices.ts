import emergencyImage from '../../assets/emergencias-hogar.svg';
import { claimPhrases, sentenceCase } from '@estefania/shared';
import type { SectorDetails } from '../types';

type HomeServicesSlug =
  | 'construccion'
  | 'servicios-hogar'
  | 'cerrajeros'
  | 'techado-tejados'
  | 'paisajismo'
  | 'electricistas'
  | 'control-plagas'
  | 'emergencias-hogar'
  | 'fontaneria'
  | 'climatizacion-hvac';

// Oficios que trabajan fuera del local: el teléfono suena cuando estás subido a una escalera.
export const homeServicesIndustries: SectorDetails<HomeServicesSlug> = {
  construccion: {
    title: 'Recepcionista IA para empresas de construcción',
    audience: 'tu empresa de construcción',
    description:
      'Peticiones de presupuesto, visitas de obra y avisos de proveedores atendidos por EstefanIA mientras tu equipo está en el tajo.',
    hero: 'Una reforma integral, una nave o una comunidad que quiere cambiar la fachada: cada cliente potencial deja sus datos, los metros y el plazo, aunque tú estés en el andamio.',
    benefits: [
      {
        title: 'Presupuestos bien encaminados',
        description:
          'Pregunta el tipo de obra, la ubicación, los metros aproximados y si hay proyecto o licencia, para que tu visita de medición sea la primera y la última.',
      },
      {
        title: 'Visitas de obra en tu calendario',
        description: 'Reserva las mediciones por zonas para que no cruces la ciudad dos veces el mismo día.',
      },
      'Proveedores y transportistas que confirman entregas de material sin llamarte',
      'Avisos de la comunidad de vecinos por ruido u horarios registrados y derivados al encargado',
      'Clientes con obra en curso informados de la fase en la que está',
    ],
  },
  'servicios-hogar': {
    title: 'Recepcionista IA para servicios del hogar',
    audience: 'tu empresa de reparaciones a domicilio',
    description:
      'Averías, presupuestos y citas a domicilio organizadas por EstefanIA: tu empresa de reparaciones y mantenimiento no pierde un aviso.',
    hero: 'La lavadora que pierde agua, la persiana atascada o la pintura del salón antes de Navidad: EstefanIA recoge el aviso, la dirección y la franja horaria sin que devuelvas una sola llamada.',
    benefits: [
      {
        title: 'Franjas horarias que el cliente entiende',
        description:
          'Ofrece citas de mañana o de tarde según la ruta de tus técnicos y confirma que habrá alguien en casa para abrir.',
      },
      {
        title: 'Cada aviso con los datos completos',
        description:
          'Dirección, piso, marca del electrodoméstico y fotos por WhatsApp si las necesitas: el técnico llega sabiendo qué recambio llevar.',
      },
      'Contratos de mantenimiento renovados sin perseguir al cliente',
      'Reclamaciones de garantía registradas con la fecha de la reparación anterior',
    ],
  },
  cerrajeros: {
    title: 'Recepcionista IA para cerrajeros',
    audience: 'tu cerrajería',
    description:
      'Aperturas urgentes de madrugada filtradas y enviadas al cerrajero de guardia; cambios de bombín y amaestramientos agendados sin prisa.',
    hero: 'A las tres de la mañana, con las llaves dentro y el móvil al 10 %, tu cliente necesita una voz que le diga cuándo llegas; EstefanIA toma la dirección y avisa a tu cerrajero de guardia.',
    benefits: [
      {
        title: 'Aperturas urgentes a la primera',
        description:
          'Pregunta si hay niños o un fuego encendido dentro, el tipo de puerta y la dirección exacta, y manda el aviso al técnico de guardia por WhatsApp o llamada.',
      },
      {
        title: 'Filtra bromas y llamadas de comparación',
        description: 'Explica tu tarifa de desplazamiento nocturno antes de enviar a nadie, para que no salgas de casa en balde.',
      },
      'Cambios de cerradura tras un robo o una mudanza agendados para el día siguiente',
      'Presupuestos de puertas acorazadas y bombines antibumping con los datos de la puerta',
      'Comunidades y administradores con su pedido de copias de llave registrado',
    ],
  },
  'techado-tejados': {
    title: 'Recepcionista IA para empresas de tejados y cubiertas',
    audience: 'tu empresa de tejados',
    description:
      'Goteras urgentes priorizadas, inspecciones de cubierta reservadas y presupuestos de impermeabilización atendidos aunque estés en el tejado.',
    hero: 'Tras la primera tormenta del otoño tu teléfono no para: EstefanIA separa la gotera que cae sobre el cuadro eléctrico de la revisión que puede esperar a la semana que viene.',
    benefits: [
      {
        title: 'Goteras con prioridad real',
        description:
          'Pregunta dónde entra el agua, si afecta a la instalación eléctrica y si la cubierta es de teja, chapa o terraza transitable, y marca la urgencia.',
      },
      {
        title: 'Picos de temporal bajo control',
        description:
          'Atiende todas las llamadas simultáneas de un día de lluvia y las ordena en una lista para que planifiques las salidas.',
      },
      'Inspecciones previas a la compra de una vivienda agendadas con el vendedor',
      'Presupuestos para comunidades de propietarios con el contacto del administrador',
      'Recordatorio de revisión anual de canalones antes de las lluvias',
    ],
  },
  paisajismo: {
    title: 'Recepcionista IA para paisajismo y jardinería',
    audience: 'tu empresa de jardinería',
    description:
      'Mantenimientos de jardín, podas, riego automático y presupuestos de diseño atendidos por EstefanIA desde el primer tono, aunque estés cortando el césped.',
    hero: 'Con el cortacésped en marcha no se oye nada: EstefanIA atiende a la comunidad que quiere presupuesto de mantenimiento y al chalé que necesita podar antes de la primavera.',
    benefits: [
      'Visitas de presupuesto con los metros de jardín y el tipo de plantas anotados',
      'Podas y tratamientos organizados según la temporada de cada especie',
      'Averías de riego automático atendidas antes de que se seque el césped en pleno julio',
      'Clientes de mantenimiento mensual que cambian el día de visita sin llamarte',
      'Desbroces y limpieza de parcelas para la campaña de prevención de incendios',
    ],
  },
  electricistas: {
    title: 'Recepcionista IA para electricistas',
    audience: 'tu empresa de electricidad',
    description:
      'Cortes de luz urgentes separados de boletines, cargadores de coche eléctrico y presupuestos, con aviso inmediato al electricista de guardia.',
    hero: 'Se ha ido la luz en media casa y el diferencial no sube: EstefanIA da al cliente las comprobaciones básicas de seguridad y manda el aviso urgente al electricista que esté libre.',
    benefits: [
      {
        title: 'Urgencias eléctricas bien valoradas',
        description:
          'Distingue un corte total, olor a quemado o chispas en un enchufe de una avería menor, y trata lo peligroso como prioridad.',
      },
      {
        title: 'Boletines y certificados agendados',
        description:
          'Recoge los datos del inmueble y el motivo, como un alta de suministro o un aumento de potencia, para preparar el certificado de instalación.',
      },
      'Instalación de puntos de recarga con el tipo de garaje y la distancia al cuadro',
      'Presupuestos de placas solares con el consumo aproximado de la vivienda',
    ],
  },
  'control-plagas': {
    title: 'Recepcionista IA para empresas de control de plagas',
    audience: 'tu empresa de control de plagas',
    description:
      'Avisos de cucarachas, roedores, chinches o termitas priorizados y con visita cerrada; contratos de restauración y comunidades atendidos con discreción.',
    hero: 'Quien llama porque ha visto una rata en la cocina de su bar no quiere esperar a que le devuelvas la llamada: EstefanIA pregunta, tranquiliza y cierra la visita de diagnóstico.',
    benefits: [
      {
        title: 'Identifica la plaga antes de la visita',
        description:
          'Pregunta qué ha visto el cliente, dónde y desde cuándo, para que el técnico lleve el tratamiento adecuado para cucarachas, roedores, chinches o termitas.',
      },
      {
        title: 'Discreción para negocios de hostelería',
        description:
          'Agenda las desinsectaciones fuera del horario de apertura y nunca menciona el motivo en los mensajes que no deban verse.',
      },
      'Tratamientos de procesionaria y avispas priorizados en temporada',
      'Revisiones periódicas del plan de control de plagas de restaurantes y comunidades',
      'Indicaciones de preparación de la vivienda y plazo de seguridad tras el tratamiento',
    ],
  },
  'emergencias-hogar': {
    title: 'Recepcionista IA para emergencias del hogar',
    audience: 'tu servicio de urgencias del hogar',
    description:
      'Inundaciones, cortes de luz, cristales rotos y averías graves atendidas en segundos y derivadas al técnico de guardia, de día o de noche.',
    hero: 'Cuando el agua sale por debajo de la puerta del baño a las dos de la mañana, EstefanIA contesta al primer tono, dice al cliente qué llave cerrar y despierta a tu técnico de guardia.',
    benefits: [
      {
        title: sentenceCase(claimPhrases.responseTime),
        description:
          'Ninguna emergencia se queda en el buzón de voz: EstefanIA contesta todas las llamadas a la vez, aunque el temporal dispare los avisos en todo el barrio.',
      },
      {
        title: 'Primeros pasos de seguridad por teléfono',
        description:
          'Indica cómo cerrar la llave de paso, bajar el general del cuadro eléctrico o alejarse de un olor a gas y llamar al 112, con las instrucciones que tú definas.',
      },
      {
        title: 'Derivación al técnico de guardia',
        description:
          'Reenvía el aviso por WhatsApp o llamada directa con dirección, tipo de avería y teléfono del cliente, según tu cuadrante de guardias.',
      },
      'Partes para la compañía de seguros con fecha, hora y descripción del siniestro',
      'Clientes informados de la hora estimada de llegada sin que el técnico tenga que parar a llamar',
    ],
    feature: {
      heading: 'Una guardia que no se duerme',
      paragraphs: [
        'Las emergencias del hogar no avisan: una tubería que revienta en plena noche, un cortocircuito un domingo o una ventana rota tras un robo. El cliente llama nervioso y cuelga si nadie responde, y la siguiente empresa de la lista se queda con el servicio.',
        'EstefanIA atiende cada llamada con calma, pregunta lo imprescindible (qué ha pasado, dónde y si hay riesgo para las personas) y lanza el aviso al técnico que está de guardia esa noche. Por la mañana tienes en tu correo la transcripción de cada urgencia, la hora de la llamada y lo que se le dijo al cliente.',
      ],
      image: {
        src: emergencyImage,
        alt: 'Técnico de guardia con casco en una cocina inundada de madrugada, mirando en el móvil el aviso de la fuga',
        width: 960,
        height: 600,
      },
    },
  },
  fontaneria: {
    title: 'Recepcionista IA para fontanería',
    audience: 'tu fontanería',
    description:
      'Fugas, atascos y calentadores sin agua caliente: EstefanIA atiende primero lo urgente, agenda los presupuestos después y no pierde ni un aviso.',
    hero: 'Un atasco en el único baño de la casa, un calentador que no enciende en enero o una mancha de humedad en el techo del vecino de abajo: EstefanIA sabe qué preguntar en cada caso.',
    benefits: [
      {
        title: 'Urgencias primero, presupuestos después',
        description:
          'Una fuga activa o un bajante atascado salen en el primer hueco; un cambio de bañera por plato de ducha se agenda para la visita de presupuesto.',
      },
      {
        title: 'Datos del calentador o la caldera de antemano',
        description: 'Pide marca, modelo y el código de error que muestra la pantalla, para que lleves la pieza en la furgoneta.',
      },
      'Humedades entre vecinos con los datos de ambos pisos y del seguro de hogar',
      'Revisiones de descalcificación y mantenimiento recordadas a tus clientes habituales',
    ],
  },
  'climatizacion-hvac': {
    title: 'Recepcionista IA para empresas de climatización',
    audience: 'tu empresa de climatización',
    description:
      'Averías de aire acondicionado en agosto y de calefacción en enero, instalaciones y mantenimientos atendidos sin colas por EstefanIA.',
    hero: 'En la primera ola de calor todo el mundo llama a la vez porque su split no enfría: EstefanIA atiende cada llamada, recoge modelo y síntoma y ordena la lista por prioridad.',
    benefits: [
      {
        title: 'Picos de temporada sin llamadas perdidas',
        description:
          'Atiende a la vez todas las llamadas de la primera semana de calor o de frío y promete solo los plazos reales que tú marques.',
      },
      {
        title: 'Prioridad para los casos delicados',
        description:
          'Personas mayores sin calefacción, bebés en casa o una cámara frigorífica de un comercio pasan delante en la cola.',
      },
      'Presupuestos de instalación con los metros de cada estancia y la orientación de la vivienda',
      'Mantenimientos anuales y revisiones de caldera agendados antes de la temporada',
      'Consultas sobre aerotermia y ayudas para la eficiencia energética respondidas con tu información',
    ],
  },
};
