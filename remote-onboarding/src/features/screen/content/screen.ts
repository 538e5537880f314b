export const legalLinksContent = {
  label: 'Información legal',
} as const;
