import type { SectorDetails } from '../types';

type CommerceSlug =
  | 'comercio-minorista'
  | 'automotriz'
  | 'restaurantes'
  | 'educacion'
  | 'tecnologia'
  | 'reparacion-electronicos'
  | 'franquicias'
  | 'peluquerias-salones'
  | 'pequenas-empresas';

// Negocios con mostrador, sala o aula: el cliente llama mientras atiendes a otro en persona.
export const commerceIndustries: SectorDetails<CommerceSlug> = {
  'comercio-minorista': {
    title: 'Recepcionista IA para tiendas y comercio minorista',
    audience: 'tu tienda',
    description:
      'Horarios, stock, encargos y devoluciones respondidos por EstefanIA mientras tú atiendes el mostrador de tu tienda, sin hacer esperar a nadie.',
    hero: '¿Abrís el domingo? ¿Os queda la talla 40? ¿Puedo cambiarlo sin tique? EstefanIA contesta cada llamada mientras tú cobras al cliente que tienes delante.',
    benefits: [
      {
        title: 'Stock y encargos resueltos por teléfono',
        description:
          'Consulta la información de productos que le des y aparta el artículo o anota el encargo para que el cliente lo recoja en tienda.',
      },
      {
        title: 'Horarios de festivos y rebajas siempre al día',
        description: 'Cambias el horario de agosto o de Navidad una vez y EstefanIA lo comunica a todo el que pregunte.',
      },
      'Cambios y devoluciones explicados según tu política, sin discusiones en el mostrador',
      'Pedidos para recoger preparados antes de que llegue el cliente',
    ],
  },
  automotriz: {
    title: 'Recepcionista IA para talleres y concesionarios',
    audience: 'tu taller o concesionario',
    description:
      'Talleres mecánicos y concesionarios que citan revisiones, pre-ITV y pruebas de conducción sin soltar la llave inglesa ni dejar sonar el teléfono.',
    hero: 'Con las manos llenas de grasa y un coche en el elevador no puedes coger el teléfono; EstefanIA da cita para la revisión, pregunta el kilometraje y avisa al cliente cuando su coche está listo.',
    benefits: [
      {
        title: 'Citas de taller con los datos del vehículo',
        description:
          'Pide matrícula, modelo, kilómetros y el ruido o testigo que aparece, para que el mecánico prepare las piezas.',
      },
      {
        title: 'Pruebas de conducción en el concesionario',
        description:
          'Reserva la prueba del modelo que interesa, pregunta si tiene coche para entregar y pasa el contacto al comercial.',
      },
      'Revisión pre-ITV y cambios de neumáticos antes de las vacaciones',
      'Estado de la reparación consultado por el cliente sin interrumpir al jefe de taller',
      'Grúa y asistencia derivadas al servicio correspondiente cuando el coche no arranca',
    ],
  },
  restaurantes: {
    title: 'Recepcionista IA para restaurantes',
    audience: 'tu restaurante',
    description:
      'Reservas, alérgenos, menús de grupo y pedidos para llevar atendidos por EstefanIA en plena hora punta, sin que el camarero deje la sala.',
    hero: 'Son las dos y media, la sala está llena y el teléfono no para: EstefanIA apunta la reserva de seis para el sábado, confirma la trona y responde si la paella lleva gluten.',
    benefits: [
      {
        title: 'Reservas según tus turnos y mesas',
        description: 'Conoce tus turnos de comida y cena, la terraza y el comedor, y no acepta más comensales de los que caben.',
      },
      {
        title: 'Alérgenos e intolerancias con tu carta',
        description:
          'Responde con la información de alérgenos que tú le das y anota en la reserva si viene un celíaco o un alérgico a los frutos secos.',
      },
      {
        title: 'Menús de grupo y celebraciones',
        description:
          'Explica los menús de empresa, comuniones y cumpleaños, pide el número aproximado de comensales y te pasa la solicitud.',
      },
      'Pedidos para llevar tomados plato a plato con la hora de recogida',
      'Llamadas de después del cierre convertidas en reservas para mañana',
    ],
  },
  educacion: {
    title: 'Recepcionista IA para academias y centros educativos',
    audience: 'tu academia o centro educativo',
    description:
      'Academias, autoescuelas y escuelas infantiles que informan de matrículas, horarios y clases de prueba a cualquier hora, sin colapsar secretaría.',
    hero: 'En septiembre todas las familias preguntan lo mismo: EstefanIA explica niveles, horarios y precio de matrícula, reserva la prueba de nivel y deja a secretaría respirar.',
    benefits: [
      'Clases de prueba y pruebas de nivel reservadas en el grupo adecuado',
      'Información de matrícula, horarios y calendario escolar siempre coherente',
      'Familias avisadas cuando se abre plaza en un grupo completo',
      'Ausencias de alumnos comunicadas al profesor sin pasar por secretaría',
      'Consultas sobre becas y convocatorias de exámenes oficiales atendidas con tu información',
    ],
  },
  tecnologia: {
    title: 'Recepcionista IA para empresas de tecnología',
    audience: 'tu empresa de tecnología',
    description:
      'Soporte de primer nivel, demostraciones comerciales de software y clientes con incidencias críticas atendidos y clasificados en cada llamada.',
    hero: 'El cliente que no puede entrar en la plataforma y el director de compras que quiere una demo llaman al mismo número; EstefanIA los distingue y manda cada uno a su equipo.',
    benefits: [
      {
        title: 'Soporte de nivel uno resuelto en la llamada',
        description:
          'Contesta las preguntas frecuentes de tu documentación, como restablecer la contraseña o dónde descargar la factura, y abre el ticket si no basta.',
      },
      {
        title: 'Incidencias críticas escaladas',
        description:
          'Si un cliente dice que el servicio está caído, avisa al ingeniero de guardia por WhatsApp o llamada con el resumen del problema.',
      },
      'Demostraciones comerciales agendadas con el tamaño del equipo y la herramienta actual',
      'Registro en tu CRM de cada llamada con la cuenta del cliente',
    ],
  },
  'reparacion-electronicos': {
    title: 'Recepcionista IA para tiendas de reparación de electrónica',
    audience: 'tu taller de reparación',
    description:
      'Estado de reparaciones y presupuestos de móviles, tabletas y ordenadores al instante, mientras tú sigues con el soldador en la mano.',
    hero: '¿Cuánto cuesta cambiar la pantalla de mi móvil? ¿Está ya mi portátil? EstefanIA responde con tus tarifas y el estado de cada orden mientras tú desmontas un terminal.',
    benefits: [
      'Presupuestos orientativos de pantallas y baterías según marca y modelo',
      'Estado de cada reparación consultado con el número de resguardo',
      'Clientes avisados cuando su equipo está listo para recoger',
      'Recordatorio de copia de seguridad y contraseña de desbloqueo antes de dejar el equipo',
      'Reparaciones en garantía separadas de las de pago desde la primera llamada',
    ],
  },
  franquicias: {
    title: 'Recepcionista IA para franquicias',
    audience: 'tu red de franquicias',
    description:
      'La misma atención telefónica de calidad en cada local de tu red de franquicias: horarios, reservas y quejas gestionadas con la voz de tu marca.',
    hero: 'Con veinte locales y veinte formas distintas de coger el teléfono, tu marca suena diferente en cada ciudad; EstefanIA atiende en todos con el mismo guion y los datos de cada local.',
    benefits: [
      {
        title: 'Una voz de marca en toda la red',
        description:
          'Mismo saludo, mismas respuestas y mismo tono en cada local, con los horarios y servicios propios de cada uno.',
      },
      {
        title: 'Cada llamada al local correcto',
        description:
          'Identifica desde dónde llama el cliente o qué local busca y deriva la reserva o la consulta al franquiciado que corresponde.',
      },
      {
        title: 'Informes comparables entre locales',
        description:
          'Recibes resúmenes y transcripciones por local para ver qué preguntan los clientes y dónde se pierden oportunidades.',
      },
      'Candidatos a abrir una franquicia atendidos y pasados al departamento de expansión',
    ],
  },
  'peluquerias-salones': {
    title: 'Recepcionista IA para peluquerías y salones de belleza',
    audience: 'tu salón',
    description:
      'Citas de corte, color, manicura y tratamientos estéticos reservadas por EstefanIA con la profesional adecuada, aunque estés con las tijeras.',
    hero: 'Con las manos llenas de tinte no coges el teléfono, y la clienta que quería mechas para el viernes reserva en otro salón; con EstefanIA esa cita entra en tu agenda.',
    benefits: [
      {
        title: 'Citas con el tiempo justo para cada servicio',
        description:
          'Sabe que un corte de caballero no dura lo mismo que unas mechas con matiz y reserva el hueco con la estilista que elige la clienta.',
      },
      {
        title: 'Novias y eventos con antelación',
        description: 'Recoge la fecha del evento, la prueba de peinado y el número de personas para que prepares el presupuesto.',
      },
      'Recordatorios de cita que evitan los huecos vacíos del sábado',
      'Lista de espera para avisar cuando alguien cancela',
    ],
  },
  'pequenas-empresas': {
    title: 'Recepcionista IA para pequeñas empresas',
    audience: 'tu pequeña empresa',
    description:
      'Una recepcionista profesional por mucho menos que contratar a alguien: EstefanIA atiende, informa y toma recados en el negocio que lo hace todo con poco equipo.',
    hero: 'Eres quien vende, factura, hace los pedidos y además coge el teléfono; EstefanIA se queda con esta última parte y te manda un resumen de cada llamada para que decidas tú.',
    benefits: [
      {
        title: 'Imagen de empresa grande',
        description:
          'Un saludo con el nombre de tu negocio, respuestas claras y ninguna llamada que acabe en un contestador genérico.',
      },
      {
        title: 'Tu tiempo para lo que factura',
        description:
          'Deja de cortar lo que estás haciendo por cada llamada: EstefanIA filtra comerciales y spam y solo te pasa lo importante.',
      },
      'Recados con nombre, teléfono y motivo en tu correo o WhatsApp',
      'Llamadas de clientes en inglés, francés o alemán atendidas en su idioma',
      'Preguntas frecuentes sobre horarios, dirección y servicios resueltas sin ti',
    ],
  },
};
