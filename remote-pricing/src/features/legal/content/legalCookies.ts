import { MEASUREMENT_RETENTION_MONTHS, storedItems } from '@estefania/shared';
import type { LegalDocument } from './types';

export const cookiePolicy: LegalDocument = {
  title: 'Política de cookies',
  description:
    'Qué cookies y qué almacenamiento local usa la web de EstefanIA, para qué sirven, cuánto duran y cómo cambiar tus preferencias.',
  intro:
    'Usamos el mínimo imprescindible: una cookie necesaria para recordar tu elección sobre cookies, durante el alta un borrador en tu navegador y, solo si aceptas las cookies de análisis, un identificador de visita para nuestra medición propia. No usamos cookies de publicidad ni servicios de análisis de terceros. Puedes cambiar tu elección en cualquier momento con el botón de esta página o desde el pie de la web.',
  sections: [
    {
      id: 'que-son',
      title: 'Qué son las cookies',
      paragraphs: [
        'Las cookies son pequeños archivos que una web guarda en tu navegador para recordar información entre visitas. El almacenamiento local (localStorage) es parecido, pero los datos no se envían al servidor: se quedan en tu navegador.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies que usamos',
      paragraphs: ['Esta es la lista completa de cookies que instala esta web:'],
      table: {
        caption: 'Cookies de esta web',
        headers: ['Nombre', 'Tipo', 'Finalidad', 'Duración'],
        rows: [
          [
            storedItems.consentCookie.name,
            'Propia, necesaria',
            'Guarda qué categorías de cookies has aceptado o rechazado, para no volver a preguntarte.',
            `${storedItems.consentCookie.days} días (unos 6 meses)`,
          ],
        ],
      },
      after: [
        'La categoría «Cookies de análisis» del gestor de consentimiento activa nuestra medición propia, descrita más abajo. No instala ninguna cookie: usa el almacenamiento de la pestaña que aparece en la tabla siguiente.',
      ],
    },
    {
      id: 'almacenamiento-local',
      title: 'Almacenamiento local',
      paragraphs: ['Además de la cookie anterior, la web guarda en tu navegador:'],
      table: {
        caption: 'Datos en el almacenamiento local',
        headers: ['Clave', 'Tipo', 'Finalidad', 'Duración'],
        rows: [
          [
            storedItems.onboardingDraft.name,
            'Propio, necesario (localStorage)',
            'Guarda el borrador de tu alta (nombre, apellidos, teléfono, email, la demo generada y el plan elegido) para que no pierdas lo escrito si sales a pagar o recargas la página.',
            'Hasta que termina el alta o empiezas una nueva con otro plan; puedes borrarlo desde tu navegador.',
          ],
          [
            storedItems.measurementVisit.name,
            'Propio, de análisis (sessionStorage), solo si aceptas las cookies de análisis',
            'Un identificador aleatorio de la visita y un contador, para saber en qué orden se dieron los pasos de una misma visita. No contiene ningún dato tuyo.',
            'Hasta que cierras la pestaña; se borra en el acto si retiras el permiso.',
          ],
        ],
      },
    },
    {
      id: 'medicion',
      title: 'Medición de uso (solo con tu permiso)',
      paragraphs: [
        'Si aceptas las cookies de análisis, la web envía a nuestro propio servicio, alojado en servidores ubicados en la Unión Europea, lo siguiente y nada más:',
      ],
      list: [
        'Cada página que ves: su dirección dentro de esta web, sin parámetros (una dirección que no existe se anota solo como «página no encontrada»), el dominio de la web de la que vienes si llegas desde otra, y el tipo de pantalla: móvil, tableta u ordenador.',
        'Los pasos del alta: inicio con el plan elegido, paso 1 guardado, demo lista, cuántos segundos escuchas de cada audio de la demo, envío de tus datos para ir al pago y cuenta creada.',
        'Los fallos del alta: error al crear la demo, error de red y error al crear la cuenta.',
      ],
      after: [
        'Cada envío lleva el identificador aleatorio de la visita de la tabla anterior. Nunca enviamos tu nombre, email, teléfono ni la web que escribes, no usamos huellas del navegador y no guardamos tu dirección IP con estos datos.',
        'Los usamos solo de forma agregada, para saber qué páginas son útiles y en qué paso del alta se queda la gente. No los compartimos con terceros ni los usamos para publicidad.',
        `Los conservamos ${MEASUREMENT_RETENTION_MONTHS} meses; pasado ese plazo se borran automáticamente.`,
        'Si rechazas las cookies de análisis no se envía nada. Si retiras el permiso, dejamos de medir en el acto y borramos el identificador de la pestaña.',
      ],
    },
    {
      id: 'terceros',
      title: 'Páginas de terceros',
      paragraphs: [
        'Cuando pagas un plan o un pack, o reservas una llamada con ventas, vas a páginas de terceros (la plataforma de pago o la de reservas) que pueden instalar sus propias cookies según sus políticas. Esta web no carga contenido de esos terceros hasta que los visitas.',
      ],
    },
    {
      id: 'gestionar',
      title: 'Cómo cambiar tus preferencias',
      paragraphs: [
        'Puedes abrir el panel de preferencias con el botón «Cambiar preferencias de cookies» de esta página o desde el pie de la web. También puedes borrar las cookies y el almacenamiento local desde la configuración de tu navegador; si borras la cookie de consentimiento, te volveremos a preguntar.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios en esta política',
      paragraphs: [
        'Si empezamos a usar otras cookies, actualizaremos esta lista y te volveremos a pedir el consentimiento cuando sea necesario.',
      ],
    },
  ],
};
