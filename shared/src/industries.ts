// The industry list: the header menu and the industries remote both read it.

/** lucide icon name, resolved to a component by whoever renders the icon. */
export type IndustryIcon =
  | 'hard-hat'
  | 'stethoscope'
  | 'briefcase'
  | 'house'
  | 'store'
  | 'wrench'
  | 'car'
  | 'utensils'
  | 'graduation-cap'
  | 'cpu'
  | 'key-round'
  | 'landmark'
  | 'activity'
  | 'paw-print'
  | 'warehouse'
  | 'trees'
  | 'shield-check'
  | 'flower'
  | 'smile'
  | 'smartphone'
  | 'network'
  | 'zap'
  | 'calculator'
  | 'scissors'
  | 'bug'
  | 'siren'
  | 'dog'
  | 'droplets'
  | 'thermometer'
  | 'building'
  | 'rocket'
  | 'scale';

export interface IndustrySummary {
  slug: string;
  name: string;
  description: string;
  icon: IndustryIcon;
}

export const industries: readonly IndustrySummary[] = [
  {
    slug: 'construccion',
    name: 'Construcción',
    description: 'Presupuestos, visitas de obra y avisos de proveedores atendidos aunque estés en el andamio.',
    icon: 'hard-hat',
  },
  {
    slug: 'salud',
    name: 'Salud',
    description: 'Citas, cambios de hora y dudas de pacientes resueltas sin colapsar la recepción.',
    icon: 'stethoscope',
  },
  {
    slug: 'servicios-profesionales',
    name: 'Servicios profesionales',
    description: 'Consultorías y agencias que no pierden un cliente potencial por estar reunidas.',
    icon: 'briefcase',
  },
  {
    slug: 'inmobiliaria',
    name: 'Inmobiliaria',
    description: 'Interesados en cada anuncio cualificados y con visita agendada al momento.',
    icon: 'house',
  },
  {
    slug: 'comercio-minorista',
    name: 'Comercio minorista',
    description: 'Horarios, stock y pedidos respondidos mientras atiendes el mostrador.',
    icon: 'store',
  },
  {
    slug: 'servicios-hogar',
    name: 'Servicios para el hogar',
    description: 'Averías, presupuestos y citas a domicilio organizadas sin devolver llamadas.',
    icon: 'wrench',
  },
  {
    slug: 'automotriz',
    name: 'Automoción',
    description: 'Talleres y concesionarios que citan revisiones e ITV sin soltar la llave inglesa.',
    icon: 'car',
  },
  {
    slug: 'restaurantes',
    name: 'Restaurantes',
    description: 'Reservas, alérgenos y pedidos para llevar atendidos en plena hora punta.',
    icon: 'utensils',
  },
  {
    slug: 'educacion',
    name: 'Educación',
    description: 'Academias y centros que informan de matrículas y horarios a cualquier hora.',
    icon: 'graduation-cap',
  },
  {
    slug: 'tecnologia',
    name: 'Tecnología',
    description: 'Soporte de primer nivel y ventas SaaS con cada llamada clasificada.',
    icon: 'cpu',
  },
  {
    slug: 'cerrajeros',
    name: 'Cerrajeros',
    description: 'Urgencias de madrugada filtradas y derivadas al cerrajero de guardia.',
    icon: 'key-round',
  },
  {
    slug: 'servicios-financieros',
    name: 'Servicios financieros',
    description: 'Asesores y gestorías que filtran consultas y agendan reuniones con criterio.',
    icon: 'landmark',
  },
  {
    slug: 'quiropracticos',
    name: 'Quiroprácticos',
    description: 'Primeras visitas y seguimientos agendados sin interrumpir un ajuste.',
    icon: 'activity',
  },
  {
    slug: 'veterinarios',
    name: 'Veterinarios',
    description: 'Triaje de urgencias, vacunas y revisiones gestionadas con calma.',
    icon: 'paw-print',
  },
  {
    slug: 'techado-tejados',
    name: 'Tejados y cubiertas',
    description: 'Goteras urgentes priorizadas e inspecciones de cubierta reservadas.',
    icon: 'warehouse',
  },
  {
    slug: 'paisajismo',
    name: 'Paisajismo y jardinería',
    description: 'Mantenimientos, podas y presupuestos de jardín atendidos desde el primer tono.',
    icon: 'trees',
  },
  {
    slug: 'seguros',
    name: 'Seguros',
    description: 'Partes de siniestro, dudas de pólizas y renovaciones sin esperas.',
    icon: 'shield-check',
  },
  {
    slug: 'funerarias',
    name: 'Funerarias',
    description: 'Atención respetuosa las 24 horas y aviso inmediato al equipo de guardia.',
    icon: 'flower',
  },
  {
    slug: 'dentistas',
    name: 'Dentistas',
    description: 'Urgencias dentales, primeras visitas y recordatorios sin saturar el mostrador.',
    icon: 'smile',
  },
  {
    slug: 'reparacion-electronicos',
    name: 'Reparación de electrónica',
    description: 'Estado de reparaciones y presupuestos de móviles y ordenadores al instante.',
    icon: 'smartphone',
  },
  {
    slug: 'franquicias',
    name: 'Franquicias',
    description: 'Una atención telefónica igual de buena en cada local de la red.',
    icon: 'network',
  },
  {
    slug: 'electricistas',
    name: 'Electricistas',
    description: 'Cortes de luz urgentes separados de boletines y presupuestos.',
    icon: 'zap',
  },
  {
    slug: 'contabilidad',
    name: 'Contabilidad',
    description: 'Campañas de renta y cierres trimestrales sin que el teléfono te frene.',
    icon: 'calculator',
  },
  {
    slug: 'peluquerias-salones',
    name: 'Peluquerías y salones',
    description: 'Citas de corte, color y estética reservadas aunque estés con las tijeras.',
    icon: 'scissors',
  },
  {
    slug: 'control-plagas',
    name: 'Control de plagas',
    description: 'Avisos de cucarachas, roedores o termitas priorizados y con visita cerrada.',
    icon: 'bug',
  },
  {
    slug: 'emergencias-hogar',
    name: 'Emergencias del hogar',
    description: 'Inundaciones, cortes y averías graves atendidas y derivadas en segundos.',
    icon: 'siren',
  },
  {
    slug: 'peluqueria-canina',
    name: 'Peluquería canina',
    description: 'Baños, cortes y recogidas de mascotas agendadas sin soltar la secadora.',
    icon: 'dog',
  },
  {
    slug: 'fontaneria',
    name: 'Fontanería',
    description: 'Fugas, atascos y calentadores: urgencias primero, presupuestos después.',
    icon: 'droplets',
  },
  {
    slug: 'climatizacion-hvac',
    name: 'Climatización',
    description: 'Averías de aire acondicionado en agosto y calderas en enero, sin colas.',
    icon: 'thermometer',
  },
  {
    slug: 'gestion-propiedades',
    name: 'Gestión de propiedades',
    description: 'Incidencias de inquilinos y consultas de propietarios registradas y derivadas.',
    icon: 'building',
  },
  {
    slug: 'pequenas-empresas',
    name: 'Pequeñas empresas',
    description: 'Una recepcionista profesional para el negocio que lo hace todo con poco equipo.',
    icon: 'rocket',
  },
  {
    slug: 'bufetes-abogados',
    name: 'Bufetes de abogados',
    description: 'Primeras consultas filtradas y citas con el letrado adecuado, con total confidencialidad.',
    icon: 'scale',
  },
];

export function findIndustry(slug: string): IndustrySummary | undefined {
  return industries.find((industry) => industry.slug === slug);
}
