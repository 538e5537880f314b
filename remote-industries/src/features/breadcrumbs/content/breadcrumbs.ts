export const breadcrumbLabels = {
  nav: 'Ruta de navegación',
  home: 'Inicio',
  industries: 'Industrias',
} as const;
