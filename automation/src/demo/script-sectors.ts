import type { NearestTrade, SectorSlug } from '../extract/types.js';

/**
 * What the receptionist offers callers of a sector, at the end of the demo's message. Each line
 * comes from what that sector's page (remote-industries content) says its callers want: a
 * dentist's callers want an appointment or help with an emergency, a locksmith's want someone now,
 * a restaurant's want a table. `offer` says what the assistant does, `question` hands the turn to the
 * caller; both are short so the business's own description keeps most of the fifteen seconds.
 */
export interface SectorScript {
  offer: string;
  question: string;
}

export const sectorScripts: Readonly<Record<SectorSlug, SectorScript>> = {
  dentistas: {
    offer: 'Puedo darte cita para una revisión o atenderte si tienes una urgencia dental.',
    question: '¿En qué te ayudo?',
  },
  salud: { offer: 'Puedo darte cita, cambiarla o resolver tus dudas sobre horarios y mutuas.', question: '¿Qué necesitas?' },
  quiropracticos: {
    offer: 'Puedo darte cita para una primera visita o para tu próximo ajuste.',
    question: '¿Qué día te viene bien?',
  },
  veterinarios: {
    offer: 'Puedo darte cita para vacunas y revisiones, y avisar al veterinario si es una urgencia.',
    question: '¿Qué le pasa a tu mascota?',
  },
  'peluqueria-canina': {
    offer: 'Puedo reservarte hora para el baño o el corte de tu perro.',
    question: '¿Qué día te viene bien?',
  },
  cerrajeros: {
    offer: 'Si te has quedado fuera, aviso ahora mismo al cerrajero de guardia, a cualquier hora.',
    question: '¿Dónde estás?',
  },
  fontaneria: {
    offer: 'Si tienes una fuga o un atasco, aviso al fontanero de urgencia; si no, te pido presupuesto.',
    question: '¿Qué ha pasado?',
  },
  electricistas: {
    offer: 'Si te has quedado sin luz, aviso al electricista de guardia; también tomo nota para presupuestos.',
    question: '¿Qué necesitas?',
  },
  'climatizacion-hvac': {
    offer: 'Tomo nota de tu avería de aire o calefacción y te doy cita con el técnico.',
    question: '¿Qué equipo tienes?',
  },
  'techado-tejados': {
    offer: 'Si tienes una gotera urgente la priorizo; si no, te reservo una inspección del tejado.',
    question: '¿Qué ha pasado?',
  },
  'control-plagas': { offer: 'Tomo nota de la plaga y te cierro una visita del técnico.', question: '¿Qué has visto en casa?' },
  paisajismo: { offer: 'Puedo pedirte presupuesto de mantenimiento, poda o diseño de tu jardín.', question: '¿Qué necesitas?' },
  'gestion-propiedades': {
    offer: 'Registro la incidencia de tu vivienda o comunidad y la paso al gestor.',
    question: '¿Qué ha ocurrido?',
  },
  inmobiliaria: {
    offer: 'Puedo darte información de un inmueble y agendarte una visita.',
    question: '¿Qué vivienda te interesa?',
  },
  'bufetes-abogados': {
    offer: 'Puedo tomar nota de tu caso y darte cita con el abogado adecuado, con total confidencialidad.',
    question: '¿De qué se trata?',
  },
  contabilidad: {
    offer: 'Puedo darte cita con tu asesor o tomar nota de tu consulta fiscal o laboral.',
    question: '¿En qué te ayudo?',
  },
  seguros: { offer: 'Puedo dar parte de un siniestro o resolver dudas de tu póliza.', question: '¿Qué necesitas?' },
  'servicios-financieros': {
    offer: 'Puedo tomar nota de tu consulta y agendarte una reunión con el asesor.',
    question: '¿En qué te ayudo?',
  },
  funerarias: {
    offer: 'Te atiendo a cualquier hora y aviso de inmediato al equipo de guardia.',
    question: '¿Cómo puedo ayudarte?',
  },
  'peluquerias-salones': { offer: 'Puedo reservarte cita para corte, color o estética.', question: '¿Qué día te viene bien?' },
  restaurantes: {
    offer: 'Puedo tomar tu reserva o resolver tus dudas sobre la carta y los alérgenos.',
    question: '¿Para cuántas personas?',
  },
  automotriz: { offer: 'Puedo darte cita para una revisión, la pre-ITV o una reparación.', question: '¿Qué le pasa a tu coche?' },
  educacion: { offer: 'Puedo informarte de cursos, horarios y matrículas, y tomar tus datos.', question: '¿Qué te interesa?' },
  'reparacion-electronicos': {
    offer: 'Puedo decirte cómo va tu reparación o pedirte presupuesto para tu móvil u ordenador.',
    question: '¿Qué necesitas?',
  },
  construccion: {
    offer: 'Puedo tomar nota de tu obra y agendar una visita para el presupuesto.',
    question: '¿Qué quieres hacer?',
  },
  'servicios-hogar': { offer: 'Puedo pedirte presupuesto o darte cita a domicilio.', question: '¿Qué necesitas?' },
  'comercio-minorista': {
    offer: 'Puedo decirte el horario, tomar tu encargo o resolver tus dudas.',
    question: '¿En qué te ayudo?',
  },
  'servicios-profesionales': { offer: 'Puedo tomar nota de tu proyecto y agendarte una reunión.', question: '¿En qué te ayudo?' },
  tecnologia: { offer: 'Puedo tomar nota de tu incidencia o agendarte una demostración.', question: '¿En qué te ayudo?' },
};

/**
 * Trades filed under their nearest sector whose callers want something else (#33): someone who calls a
 * tow truck wants one sent, not a service booked at the garage.
 */
export const tradeScripts: Readonly<Record<NearestTrade, SectorScript>> = {
  gruas: {
    offer: 'Si necesitas una grúa, aviso al conductor de guardia.',
    question: '¿Dónde estás?',
  },
  // A notary's office (Escribanía Chiesa, Notaría Pública No. 2, #33): a deed, a power, a certification.
  notarias: { offer: 'Puedo tomar nota de tu trámite y darte cita con el notario.', question: '¿Qué necesitas?' },
};

export function sectorScript(slug: SectorSlug | null | undefined, trade?: NearestTrade | null): SectorScript | null {
  if (trade) return tradeScripts[trade];
  return slug ? (sectorScripts[slug] ?? null) : null;
}
