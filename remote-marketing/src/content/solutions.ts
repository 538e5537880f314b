// Copy of the solutions page(s). Components only render it.
export const solutionsIndexContent = {
  meta: {
    title: 'Soluciones de atención telefónica con IA',
    description: 'Recepcionista IA, servicio de respuesta fuera de horario y gestión de llamadas para pymes y autónomos.',
  },
  title: 'Soluciones para que ninguna llamada se quede sin respuesta',
  lead: 'Elige cómo quieres que EstefanIA trabaje para tu negocio: como recepcionista a tiempo completo, fuera de horario o gestionando y derivando cada llamada.',
} as const;

export type SolutionSlug = 'recepcionista-ia' | 'servicio-respuesta-after-hours' | 'servicio-gestion-llamadas';

export const solutionPages: Record<SolutionSlug, { meta: { title: string; description: string }; title: string; lead: string }> =
  {
    'recepcionista-ia': {
      meta: {
        title: 'Recepcionista IA para tu negocio',
        description: 'Una recepcionista virtual con IA que atiende, informa y agenda citas 24/7 en español y 34 idiomas más.',
      },
      title: 'Recepcionista IA que atiende como tu mejor empleada',
      lead: 'Responde al primer tono, conoce tus servicios y precios, agenda citas y te envía un resumen de cada conversación. Todo el día, todos los días.',
    },
    'servicio-respuesta-after-hours': {
      meta: {
        title: 'Servicio de respuesta fuera de horario',
        description: 'Atiende las llamadas de noche, fines de semana y festivos con una recepcionista IA que filtra urgencias.',
      },
      title: 'Tu negocio atendido también cuando cierras',
      lead: 'Noches, fines de semana y festivos: EstefanIA recoge cada llamada, resuelve dudas, detecta urgencias y te avisa solo cuando de verdad hace falta.',
    },
    'servicio-gestion-llamadas': {
      meta: {
        title: 'Servicio de gestión de llamadas con IA',
        description: 'Recepción inteligente, derivación eficiente y seguimiento completo de cada llamada de tu empresa.',
      },
      title: 'Gestión de llamadas inteligente, de la primera palabra al seguimiento',
      lead: 'EstefanIA recibe, entiende y deriva cada llamada a la persona adecuada, y deja constancia de todo para que tu equipo no pierda el hilo.',
    },
  };
