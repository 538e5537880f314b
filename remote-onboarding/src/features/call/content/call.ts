// The live call's words (#34).
// The panel's; the button's own few words are in launcher.ts, so the page carries only those until the press.
export const callContent = {
  heading: (company: string) => `Llamada de prueba con la recepcionista de ${company}`,
  consent: [
    'Al empezar, el navegador te pedirá permiso para usar el micrófono. Si no lo das, puedes escribir tus preguntas.',
    'La llamada dura como máximo 2 minutos y puedes colgar cuando quieras.',
    'No grabamos tu voz ni guardamos la conversación: solo contamos la llamada y cuánto duró. Si quieres la transcripción, puedes descargarla tú al final.',
  ],
  start: 'Empezar la llamada',
  cancel: 'Cancelar',
  testMode: 'Modo de prueba',
  testModeNote:
    'Recepcionista de prueba: habla con una voz sintética y no entiende la voz. Escribe tu pregunta (horario, dirección, teléfono, servicios, a qué se dedica, pedir cita o dejar un mensaje).',
  connecting: 'Conectando…',
  inCall: 'En llamada',
  remaining: (time: string) => `Quedan ${time}`,
  speaking: 'EstefanIA está hablando…',
  transcript: 'Transcripción',
  caller: 'Tú',
  receptionist: 'EstefanIA',
  question: 'Escribe tu pregunta',
  send: 'Enviar',
  hangUp: 'Colgar',
  again: 'Volver a llamar',
  download: 'Descargar la transcripción',
  close: 'Cerrar',
  ended: {
    hangup: 'Has colgado. La demo grabada sigue disponible arriba.',
    time_limit: 'Se acabó el tiempo: las llamadas de prueba duran como máximo 2 minutos.',
    disconnected: 'Se ha perdido la conexión con la llamada. Comprueba tu conexión y vuelve a llamar si quieres.',
    expired: 'La llamada ha caducado antes de conectarse. Vuelve a llamar si quieres.',
    provider_error: 'La llamada en directo no está disponible ahora mismo. Inténtalo de nuevo en unos minutos.',
    shutdown: 'La llamada se ha cortado porque el servicio se está reiniciando. Vuelve a llamar en unos segundos.',
    tampered:
      'Hemos colgado porque desde el navegador se intentó cambiar cómo responde la recepcionista. Puedes volver a llamar cuando quieras.',
  } as Record<string, string>,
  endedTitle: 'Llamada terminada',
  micDenied:
    'No tenemos permiso para usar tu micrófono (o no hay ninguno). La llamada sigue: escribe tus preguntas y escucharás las respuestas.',
  micMissing: 'Este navegador no permite usar el micrófono aquí. Puedes escribir tus preguntas.',
  networkError: 'No hemos podido conectar con el servicio de llamadas. Comprueba tu conexión y vuelve a intentarlo.',
  genericError: 'No hemos podido empezar la llamada. Inténtalo de nuevo en unos minutos; la demo grabada sigue disponible.',
  transcriptFile: (company: string) => `llamada-de-prueba-${company}.txt`,
} as const;
