// The industries this remote has a page for, in menu order: slug (the URL) and the Spanish name
// the header menu shows. The route manifest (src/routes.ts) publishes them to the shell as the
// values of /industrias/:industria and as the header's "Industrias" menu; a 33rd industry is an
// entry here, its card line (./industryCards.ts) and icon (../IndustryIcon.tsx), and its page's
// content in features/industry/content/industries, released with this remote alone.
export const industries = [
  { slug: 'construccion', name: 'Construcción' },
  { slug: 'salud', name: 'Salud' },
  { slug: 'servicios-profesionales', name: 'Servicios profesionales' },
  { slug: 'inmobiliaria', name: 'Inmobiliaria' },
  { slug: 'comercio-minorista', name: 'Comercio minorista' },
  { slug: 'servicios-hogar', name: 'Servicios para el hogar' },
  { slug: 'automotriz', name: 'Automoción' },
  { slug: 'restaurantes', name: 'Restaurantes' },
  { slug: 'educacion', name: 'Educación' },
  { slug: 'tecnologia', name: 'Tecnología' },
  { slug: 'cerrajeros', name: 'Cerrajeros' },
  { slug: 'servicios-financieros', name: 'Servicios financieros' },
  { slug: 'quiropracticos', name: 'Quiroprácticos' },
  { slug: 'veterinarios', name: 'Veterinarios' },
  { slug: 'techado-tejados', name: 'Tejados y cubiertas' },
  { slug: 'paisajismo', name: 'Paisajismo y jardinería' },
  { slug: 'seguros', name: 'Seguros' },
  { slug: 'funerarias', name: 'Funerarias' },
  { slug: 'dentistas', name: 'Dentistas' },
  { slug: 'reparacion-electronicos', name: 'Reparación de electrónica' },
  { slug: 'franquicias', name: 'Franquicias' },
  { slug: 'electricistas', name: 'Electricistas' },
  { slug: 'contabilidad', name: 'Contabilidad' },
  { slug: 'peluquerias-salones', name: 'Peluquerías y salones' },
  { slug: 'control-plagas', name: 'Control de plagas' },
  { slug: 'emergencias-hogar', name: 'Emergencias del hogar' },
  { slug: 'peluqueria-canina', name: 'Peluquería canina' },
  { slug: 'fontaneria', name: 'Fontanería' },
  { slug: 'climatizacion-hvac', name: 'Climatización' },
  { slug: 'gestion-propiedades', name: 'Gestión de propiedades' },
  { slug: 'pequenas-empresas', name: 'Pequeñas empresas' },
  { slug: 'bufetes-abogados', name: 'Bufetes de abogados' },
] as const;

export type Industry = (typeof industries)[number];
export type IndustrySlug = Industry['slug'];
export const industrySlugs: readonly IndustrySlug[] = industries.map((industry) => industry.slug);

export function isIndustrySlug(slug: string): slug is IndustrySlug {
  return (industrySlugs as readonly string[]).includes(slug);
}

export function findIndustry(slug: string): Industry | undefined {
  return industries.find((industry) => industry.slug === slug);
}
