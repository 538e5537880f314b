// Copy of the blog page(s). Components only render it.
export const blogContent = {
  meta: {
    title: 'El Blog · IA para pymes y autónomos',
    description: 'Guías prácticas sobre inteligencia artificial, atención telefónica y crecimiento para pequeñas empresas.',
  },
  title: 'El Blog',
  lead: 'Ideas prácticas para que tu negocio atienda mejor, venda más y trabaje menos gracias a la inteligencia artificial.',
} as const;
