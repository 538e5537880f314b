// Copy of the article's readiness checklist (spec §2), apart from the rest of the article: the
// checklist is an island, and its code should carry its own words only, not the whole article.

export const readinessChecklistContent = {
  intro: 'Marca lo que te pase. Con tres o más casillas, la IA ya te puede ahorrar tiempo y dinero desde el primer mes.',
  problemsLegend: 'Problemas que tienes hoy',
  problems: [
    'Pierdo llamadas cuando estoy con un cliente o trabajando',
    'Me llaman fuera de horario y nadie contesta',
    'Repito las mismas respuestas muchas veces al día',
    'Mis clientes faltan a citas por olvido',
    'Tardo días en devolver llamadas o enviar presupuestos',
    'No sé cuántas llamadas recibo ni de dónde vienen',
  ],
  requirementsLegend: 'Lo que ya tienes',
  requirements: [
    'Tengo una web o una ficha de Google con mis servicios y horarios',
    'Tengo mis precios o tarifas más habituales por escrito',
    'Uso una agenda (en papel, en el móvil o en un programa)',
    'Puedo desviar las llamadas de mi teléfono a otro número',
    'Puedo dedicar una hora a configurar la herramienta',
  ],
  threshold: 3,
  countLabel: (count: number, total: number) => `Has marcado ${count} de ${total}.`,
  ready:
    '¡Tu negocio está listo para la IA! Con lo que has marcado, una recepcionista con IA te ahorrará tiempo desde la primera semana.',
};
