// The words of «Háblale ahora» and its loading (#34): all the demo step carries before the press.
export const launcherContent = {
  open: 'Háblale ahora',
  openHint: 'Una llamada de prueba en directo con la recepcionista de esta demo, desde el navegador.',
  loading: 'Preparando la llamada…',
  loadFailed: 'No hemos podido cargar la llamada. Comprueba tu conexión y vuelve a intentarlo; la demo grabada sigue disponible.',
} as const;
