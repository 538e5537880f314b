// The demo step's own words (facts, clips, the unread-site note) are in @estefania/shared/forms (demoStepCopy):
// the shell's no-JavaScript answer to step 1 shows the same demo with the same words.
export const audioPlayerContent = {
  play: 'Reproducir',
  pause: 'Pausar',
  seek: (label: string) => `Posición de ${label.toLowerCase()}`,
  position: (current: string, total: string) => `${current} de ${total}`,
  loadError: 'No hemos podido cargar este audio. Comprueba tu conexión y recarga la página.',
} as const;
