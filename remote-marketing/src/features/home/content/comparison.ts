// The "Comparemos..." section of the home page (spec §2): EstefanIA against the two usual alternatives.
import type { LucideIcon } from 'lucide-react';
import { BrainCircuit, CalendarCheck, ClipboardList, Clock, Languages, PiggyBank, ShieldCheck, Zap } from 'lucide-react';
import { extras, formatEuros, fromPriceCents } from '@estefania/shared';

export type Alternative = 'voicemail' | 'traditional';

/** Spec §3 "Comparison feature": feature, icon, estefania, voicemail, traditional, description. */
export interface ComparisonFeature {
  feature: string;
  icon: LucideIcon;
  description: string;
  estefania: boolean;
  voicemail: boolean;
  traditional: boolean;
}

export const alternatives: Record<Alternative, { label: string; toggleLabel: string }> = {
  voicemail: { label: 'Buzón de voz', toggleLabel: 'Buzón de voz' },
  traditional: { label: 'Secretaria virtual tradicional', toggleLabel: 'Secretaria virtual tradicional' },
};

export const comparisonFeatures: readonly ComparisonFeature[] = [
  {
    feature: 'Disponible 24/7',
    icon: Clock,
    description: 'Atiende de día, de noche, en fines de semana y festivos, sin turnos ni vacaciones.',
    estefania: true,
    voicemail: false,
    traditional: false,
  },
  {
    feature: 'Respuestas inteligentes',
    icon: BrainCircuit,
    description: 'Entiende lo que le preguntan y responde con la información de tu negocio, no con un mensaje grabado.',
    estefania: true,
    voicemail: false,
    traditional: true,
  },
  {
    feature: 'Agenda citas',
    icon: CalendarCheck,
    description: 'Consulta huecos libres y reserva la cita durante la misma llamada.',
    estefania: true,
    voicemail: false,
    traditional: true,
  },
  {
    feature: 'Recoge la información',
    icon: ClipboardList,
    description: 'Toma nombre, teléfono y motivo de la llamada, y te lo pasa ordenado.',
    estefania: true,
    voicemail: false,
    traditional: true,
  },
  {
    feature: 'Coste mensual bajo',
    icon: PiggyBank,
    description: `Desde ${formatEuros(fromPriceCents)}, mucho menos que un servicio con personas al teléfono.`,
    estefania: true,
    voicemail: true,
    traditional: false,
  },
  {
    feature: 'Sin errores humanos',
    icon: ShieldCheck,
    description: 'No olvida apuntar un recado, no se equivoca de hora y trata igual la primera llamada que la última.',
    estefania: true,
    voicemail: true,
    traditional: false,
  },
  {
    feature: 'Respuesta inmediata',
    icon: Zap,
    description: 'Contesta al primer tono: nadie espera en cola ni escucha una grabación.',
    estefania: true,
    voicemail: false,
    traditional: true,
  },
  {
    feature: 'Multilingüe',
    icon: Languages,
    description: `Habla español y ${extras.extraLanguages} idiomas más, y cambia de idioma si el cliente lo hace.`,
    estefania: true,
    voicemail: false,
    traditional: false,
  },
];

export const comparisonContent = {
  id: 'comparativa',
  title: 'Comparemos... EstefanIA frente a lo de siempre',
  lead: 'Elige con qué quieres compararla y mira qué obtienes en cada caso.',
  toggleGroupLabel: 'Comparar EstefanIA con',
  featureColumn: 'Función',
  productColumn: 'EstefanIA',
  yes: 'Sí',
  no: 'No',
  /** Badge counting the features the selected alternative includes. */
  countBadge: (label: string, count: number, total: number) => `${label}: ${count} de ${total} funciones`,
  productBadge: (count: number, total: number) => `EstefanIA: ${count} de ${total} funciones`,
  badges: [`desde solo ${formatEuros(fromPriceCents)}`, 'configuración en minutos'],
} as const;
