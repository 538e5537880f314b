import lawFirmImage from '../../assets/bufetes-abogados.svg';
import type { SectorDetails } from '../types';

type ProfessionalSlug =
  | 'servicios-profesionales'
  | 'inmobiliaria'
  | 'servicios-financieros'
  | 'seguros'
  | 'contabilidad'
  | 'gestion-propiedades'
  | 'bufetes-abogados'
  | 'funerarias';

// Despachos y oficinas: filtrar, cualificar y citar con la persona adecuada, con confidencialidad.
export const professionalIndustries: SectorDetails<ProfessionalSlug> = {
  'servicios-profesionales': {
    title: 'Recepcionista IA para consultorías y agencias',
    audience: 'tu consultoría o agencia',
    description:
      'Consultorías, agencias y estudios que no pierden un cliente potencial por estar en una reunión: EstefanIA cualifica y agenda la primera llamada.',
    hero: 'Estás presentando una propuesta y entra la llamada del cliente que buscabas: EstefanIA le pregunta qué necesita, qué presupuesto maneja y le reserva una videollamada contigo.',
    benefits: [
      {
        title: 'Clientes potenciales cualificados',
        description:
          'Pregunta el tamaño de la empresa, el proyecto y los plazos, y te manda un resumen antes de que devuelvas la llamada.',
      },
      {
        title: 'Reuniones en tu calendario, no en tu bandeja',
        description: 'Ofrece huecos reales de tu agenda para la llamada de descubrimiento y envía la confirmación por correo.',
      },
      'Clientes actuales atendidos con el nombre de su responsable de cuenta',
      'Comerciales y ofertas no solicitadas filtrados sin interrumpirte',
    ],
  },
  inmobiliaria: {
    title: 'Recepcionista IA para inmobiliarias',
    audience: 'tu inmobiliaria',
    description:
      'Interesados en cada anuncio cualificados y con visita agendada al momento; propietarios que quieren vender o alquilar atendidos sin esperas.',
    hero: 'El piso que subiste ayer al portal recibe veinte llamadas mientras enseñas otro: EstefanIA responde por cada referencia, pregunta si hay financiación y cierra las visitas.',
    benefits: [
      {
        title: 'Respuesta por referencia de anuncio',
        description:
          'Conoce metros, planta, ascensor, gastos de comunidad y disponibilidad de cada inmueble que le cargues, y contesta sin equivocarse de piso.',
      },
      {
        title: 'Visitas con interesados de verdad',
        description:
          'Pregunta si tiene la hipoteca preaprobada, si debe vender antes o si cumple los requisitos del alquiler, y solo entonces agenda.',
      },
      {
        title: 'Captación de propietarios',
        description:
          'Quien llama para vender o alquilar su vivienda deja dirección, plazos y expectativa, y tú recibes el aviso como prioridad.',
      },
      'Rutas de visitas agrupadas por zona para enseñar varios pisos la misma tarde',
      'Llamadas fuera de horario y en fin de semana convertidas en visitas del lunes',
    ],
  },
  'servicios-financieros': {
    title: 'Recepcionista IA para asesores y servicios financieros',
    audience: 'tu asesoría financiera',
    description:
      'Asesores financieros, corredores de hipotecas y gestoras que filtran consultas y agendan reuniones con criterio, sin dar nunca un consejo de inversión.',
    hero: 'Quien llama para revisar su plan de pensiones o para comparar hipotecas recibe una respuesta profesional al instante y una reunión contigo, sin que EstefanIA aconseje nada que no deba.',
    benefits: [
      {
        title: 'Reuniones con el asesor adecuado',
        description: 'Separa hipotecas, inversión, jubilación y seguros de vida, y agenda con el especialista de cada área.',
      },
      {
        title: 'Límites claros en cada respuesta',
        description:
          'Informa de tus servicios y de la documentación que hay que traer, pero nunca recomienda un producto ni opina sobre el mercado.',
      },
      'Documentación para el estudio de una hipoteca enumerada antes de la primera cita',
      'Clientes que preguntan por una transferencia o un recibo derivados a su gestor',
    ],
  },
  seguros: {
    title: 'Recepcionista IA para corredurías y agencias de seguros',
    audience: 'tu correduría',
    description:
      'Partes de siniestro, dudas sobre pólizas, renovaciones y nuevas contrataciones atendidos 24/7 por EstefanIA, sin esperas para tus asegurados.',
    hero: 'El asegurado que acaba de tener un golpe con el coche no quiere un contestador: EstefanIA toma los datos del siniestro, le dice qué hacer con el parte amistoso y avisa a tu tramitador.',
    benefits: [
      {
        title: 'Apertura de siniestros a cualquier hora',
        description:
          'Recoge fecha, lugar, matrícula o dirección, daños y terceros implicados, y deja el parte listo para tramitar con la compañía.',
      },
      {
        title: 'Asistencia en carretera sin rodeos',
        description: 'Da al asegurado el teléfono de asistencia de su compañía en cuanto dice que está parado en la carretera.',
      },
      'Renovaciones y cambios de póliza agendados con el agente que lleva la cartera',
      'Peticiones de presupuesto de hogar, coche, salud o comercio con los datos básicos recogidos',
      'Certificados de seguro para hipotecas o alquileres solicitados y registrados',
    ],
  },
  contabilidad: {
    title: 'Recepcionista IA para asesorías contables y fiscales',
    audience: 'tu asesoría',
    description:
      'Campañas de la renta y cierres trimestrales sin que el teléfono te frene: EstefanIA atiende a autónomos y pymes y agenda con cada asesor.',
    hero: 'En la última semana del trimestre todos tus clientes llaman para lo mismo: EstefanIA les recuerda los plazos del IVA, les dice qué documentos faltan y te deja trabajar.',
    benefits: [
      {
        title: 'Campaña de la renta organizada',
        description:
          'Cita a cada cliente con su asesor y le dice qué debe traer: certificados de retenciones, recibos del alquiler o datos de la hipoteca.',
      },
      {
        title: 'Cierres trimestrales sin interrupciones',
        description:
          'Responde a las preguntas repetidas sobre fechas de presentación y avisa al cliente que aún no ha mandado sus facturas.',
      },
      'Nuevos autónomos que quieren darse de alta atendidos con tus servicios y tu forma de trabajar',
      'Requerimientos de Hacienda detectados y pasados al asesor como urgentes',
    ],
  },
  'gestion-propiedades': {
    title: 'Recepcionista IA para gestión de propiedades',
    audience: 'tu gestora de inmuebles',
    description:
      'Incidencias de inquilinos, consultas de propietarios y llegadas de alquiler vacacional registradas y derivadas por EstefanIA a cualquier hora.',
    hero: 'El inquilino al que no le sale agua caliente, el huésped que no encuentra la caja de llaves y el propietario que pregunta por la renta de este mes llaman a tu mismo número.',
    benefits: [
      {
        title: 'Incidencias con el inmueble identificado',
        description: 'Registra dirección, tipo de avería y urgencia, y manda el aviso al industrial de confianza de esa zona.',
      },
      {
        title: 'Alquiler vacacional sin llamadas de madrugada',
        description:
          'Explica el acceso, la wifi y las normas de la casa a los huéspedes que llegan tarde, y solo te despierta si hay un problema real.',
      },
      'Propietarios informados del estado de su vivienda y de las gestiones en curso',
      'Interesados en alquilar cualificados con ingresos, fecha de entrada y mascotas',
      'Avisos de fin de contrato y entregas de llaves coordinados en la agenda',
    ],
  },
  'bufetes-abogados': {
    title: 'Recepcionista IA para bufetes de abogados',
    audience: 'tu despacho',
    description:
      'Primeras consultas filtradas por área del derecho y citas con el letrado adecuado, con total confidencialidad y servidores en la UE.',
    hero: 'Quien llama tras una detención, un despido o una herencia complicada necesita que alguien le escuche ya: EstefanIA filtra la consulta, detecta los plazos urgentes y le cita con el letrado que corresponde.',
    benefits: [
      {
        title: 'Filtro de primera consulta por especialidad',
        description:
          'Distingue laboral, familia, penal, civil, mercantil o extranjería y pregunta lo necesario para que el letrado decida si acepta el asunto.',
      },
      {
        title: 'Plazos procesales que no se escapan',
        description:
          'Si el cliente menciona una notificación, un juicio o un despido reciente, pregunta la fecha y marca la llamada como urgente.',
      },
      {
        title: 'Confidencialidad por diseño',
        description:
          'Las transcripciones se guardan en servidores de la Unión Europea y solo llegan a quien tú decidas dentro del despacho.',
      },
      'Honorarios de la primera consulta explicados antes de reservar',
      'Clientes con asunto abierto informados del estado y derivados a su abogado',
    ],
    feature: {
      heading: 'La primera llamada de un cliente importa',
      paragraphs: [
        'Muchos asuntos se pierden en la primera llamada: el despacho está en una vista, el teléfono suena en la secretaría vacía y la persona que necesitaba un abogado acaba llamando al siguiente de la lista. Y, al revés, los letrados pierden horas con consultas que no son de su especialidad.',
        'EstefanIA atiende con el tono que espera alguien preocupado, explica cómo trabaja el despacho y recoge los hechos básicos sin dar nunca asesoramiento jurídico. El letrado recibe un resumen claro, con la especialidad, los plazos mencionados y los datos de contacto, y decide si acepta la primera consulta antes de dedicarle tiempo.',
      ],
      image: {
        src: lawFirmImage,
        alt: 'Abogada en su despacho revisando en el portátil el resumen de una primera consulta, junto a una balanza de la justicia',
        width: 960,
        height: 600,
      },
    },
  },
  funerarias: {
    title: 'Recepcionista IA para funerarias',
    audience: 'tu funeraria',
    description:
      'Atención respetuosa las 24 horas para familias que acaban de perder a alguien, con aviso inmediato al equipo de guardia y la información de cada servicio.',
    hero: 'Una familia llama de madrugada desde el hospital o desde casa: EstefanIA responde con serenidad, recoge lo imprescindible y avisa a tu equipo de guardia para el traslado.',
    benefits: [
      {
        title: 'Un trato sereno y humano',
        description:
          'Habla despacio, da el pésame y solo pregunta lo necesario: dónde se encuentra el fallecido, quién llama y un teléfono de contacto.',
      },
      {
        title: 'Traslados coordinados con la guardia',
        description: 'Manda el aviso al equipo de guardia por WhatsApp o llamada directa en cuanto termina la conversación.',
      },
      'Horarios de velatorio, sala y ceremonia comunicados a familiares y amigos que llaman',
      'Información sobre la gestión con la compañía de decesos de la familia',
      'Encargos de coronas y esquelas recogidos con el texto y la hora de entrega',
    ],
  },
};
