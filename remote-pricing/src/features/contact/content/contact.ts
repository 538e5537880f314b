export const contactContent = {
  title: '¿Necesitas algo a medida?',
  lead: 'Varias sedes, llamadas salientes, integraciones especiales o mucho volumen: te preparamos una propuesta.',
  schedule: 'Reservar una llamada con ventas',
  email: 'Escribir a soporte',
} as const;
