// Test helpers for the industry catalogue (imported by tests only).

/** The industry slugs of spec §2, copied verbatim so that a drift in either the code or the spec shows up. */
export const specSlugs =
  'construccion, salud, servicios-profesionales, inmobiliaria, comercio-minorista, servicios-hogar, automotriz, restaurantes, educacion, tecnologia, cerrajeros, servicios-financieros, quiropracticos, veterinarios, techado-tejados, paisajismo, seguros, funerarias, dentistas, reparacion-electronicos, franquicias, electricistas, contabilidad, peluquerias-salones, control-plagas, emergencias-hogar, peluqueria-canina, fontaneria, climatizacion-hvac, gestion-propiedades, pequenas-empresas, bufetes-abogados'.split(
    ', ',
  );
