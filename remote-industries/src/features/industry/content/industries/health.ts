import type { SectorDetails } from '../types';

// Clínicas y cuidado de personas y animales: citas, urgencias y recordatorios.
export const healthIndustries: SectorDetails<'salud' | 'dentistas' | 'quiropracticos' | 'veterinarios' | 'peluqueria-canina'> = {
  salud: {
    title: 'Recepcionista IA para clínicas y centros de salud',
    audience: 'tu clínica',
    description:
      'EstefanIA atiende a los pacientes de tu clínica 24/7: da citas, las cambia, resuelve dudas de horarios y mutuas y avisa de lo urgente.',
    hero: 'Tus pacientes piden cita, la cambian o preguntan si trabajas con su mutua sin esperar en línea, y tu recepción deja de vivir pegada al teléfono a las nueve de la mañana.',
    benefits: [
      {
        title: 'Citas, cambios y anulaciones sin colas',
        description:
          'Consulta tu agenda, ofrece el primer hueco libre con el profesional adecuado y reubica al paciente que no puede venir, liberando la hora para otro.',
      },
      {
        title: 'Mutuas y aseguradoras resueltas en la llamada',
        description:
          'Responde con qué compañías trabajas, qué servicios cubre cada una y qué debe traer el paciente el día de la consulta.',
      },
      {
        title: 'Detecta lo que no puede esperar',
        description:
          'Si alguien describe dolor torácico, dificultad para respirar u otro síntoma de alarma, le indica que llame al 112 y te avisa al momento.',
      },
      'Recordatorios de cita que reducen las ausencias',
      'Resultados y recetas: toma el recado y lo deja registrado para el personal sanitario',
    ],
  },
  dentistas: {
    title: 'Recepcionista IA para clínicas dentales',
    audience: 'tu clínica dental',
    description:
      'Atiende urgencias dentales, primeras visitas y presupuestos de implantes u ortodoncia a cualquier hora, sin saturar el mostrador de tu clínica.',
    hero: 'El flemón del sábado, la corona que se ha caído antes de una boda o el padre que pregunta por la ortodoncia de su hija: cada llamada encuentra respuesta y hueco en tu agenda.',
    benefits: [
      {
        title: 'Urgencias dentales priorizadas',
        description:
          'Distingue un dolor fuerte, una infección o un diente roto de una revisión rutinaria y reserva los huecos de urgencia que dejas libres cada día.',
      },
      {
        title: 'Primeras visitas que llegan preparadas',
        description:
          'Pregunta el motivo de la consulta, si trae radiografías y si viene derivado, para que el odontólogo sepa a qué se enfrenta.',
      },
      'Información sobre financiación de tratamientos y formas de pago de la clínica',
      'Recordatorios de higiene y revisiones semestrales para llenar la agenda',
      'Confirmación de citas de cirugía con las instrucciones previas que tú le indiques',
    ],
  },
  quiropracticos: {
    title: 'Recepcionista IA para quiroprácticos',
    audience: 'tu consulta de quiropráctica',
    description:
      'Tu consulta de quiropráctica agenda primeras visitas y sesiones de seguimiento sin que tengas que interrumpir un ajuste para coger el teléfono.',
    hero: 'Mientras tienes las manos en la espalda de un paciente, EstefanIA explica cómo es la primera sesión, pregunta por el dolor y encaja la siguiente visita del plan de tratamiento.',
    benefits: [
      {
        title: 'Primera visita bien explicada',
        description:
          'Cuenta en qué consiste la valoración inicial, cuánto dura, qué ropa conviene llevar y si hace falta traer pruebas de imagen previas.',
      },
      {
        title: 'Planes de tratamiento sin huecos',
        description:
          'Reserva las sesiones de seguimiento con la frecuencia que pautas y recoloca las que el paciente cancela para que el plan no se rompa.',
      },
      'Bonos y sesiones pendientes consultados sin buscar en la libreta',
      'Pacientes con síntomas neurológicos derivados a su médico antes de reservar',
    ],
  },
  veterinarios: {
    title: 'Recepcionista IA para veterinarios',
    audience: 'tu clínica veterinaria',
    description:
      'Triaje de urgencias veterinarias, vacunas, revisiones y cirugías programadas: EstefanIA atiende a los dueños con calma y te avisa de lo grave.',
    hero: 'El perro que se ha comido un calcetín, la gata que no orina desde ayer o la cita de la vacuna de la rabia: EstefanIA pregunta lo justo, valora la urgencia y actúa.',
    benefits: [
      {
        title: 'Triaje de urgencias con criterio veterinario',
        description:
          'Pregunta por síntomas, especie, edad y posibles tóxicos ingeridos, y pasa al instante al veterinario de guardia los casos que no pueden esperar.',
      },
      {
        title: 'Calendario de vacunas y desparasitaciones',
        description:
          'Agenda la vacunación anual, la rabia obligatoria y las desparasitaciones, y recuerda al dueño lo que debe traer, como la cartilla o el pasaporte.',
      },
      {
        title: 'Cirugías programadas sin olvidos',
        description:
          'Confirma la hora de ingreso de una esterilización y repite las indicaciones de ayuno que tú hayas establecido.',
      },
      'Dueños informados sobre hospitalizados sin interrumpir al equipo',
      'Pedidos de pienso de prescripción anotados para recoger en la clínica',
    ],
  },
  'peluqueria-canina': {
    title: 'Recepcionista IA para peluquerías caninas',
    audience: 'tu peluquería canina',
    description:
      'Baños, cortes de raza, deslanados y recogidas de mascotas agendados por teléfono mientras tú sigues con la secadora en la mano.',
    hero: 'Con un caniche en la mesa y la secadora encendida no oyes el teléfono; EstefanIA sí, y sabe cuánto tiempo reservar para un golden con nudos o para un yorkshire de mantenimiento.',
    benefits: [
      'Citas calculadas según la raza, el tamaño y el estado del pelo',
      'Avisos al dueño cuando su perro está listo para recoger',
      'Preguntas sobre cartilla de vacunas y perros nerviosos resueltas antes de la cita',
      'Servicio de recogida a domicilio organizado por zonas y horarios',
      'Lista de espera para los sábados y las semanas antes del verano',
    ],
  },
};
