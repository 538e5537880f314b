import { storedItems } from '@estefania/shared';
import type { LegalDocument } from './legal';

export const cookiePolicy: LegalDocument = {
  title: 'Política de cookies',
  description:
    'Qué cookies y qué almacenamiento local usa la web de EstefanIA, para qué sirven, cuánto duran y cómo cambiar tus preferencias.',
  intro:
    'Usamos el mínimo imprescindible: una cookie necesaria para recordar tu elección sobre cookies y, durante el alta, un borrador en tu navegador. No usamos cookies de publicidad. Puedes cambiar tu elección en cualquier momento con el botón de esta página o desde el pie de la web.',
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
        'El gestor de consentimiento también ofrece la categoría «Cookies de análisis». Hoy no instalamos ninguna cookie de análisis aunque la aceptes; si algún día lo hacemos, solo será con tu permiso y la añadiremos antes a esta lista.',
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
        ],
      },
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
