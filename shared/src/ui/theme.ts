export const theme = {
  colors: {
    brand: '#4338ca',
    brandDark: '#312e81',
    brandSoft: '#eef2ff',
    accent: '#db2777',
    text: '#0f172a',
    muted: '#475569',
    border: '#e2e8f0',
    surface: '#ffffff',
    surfaceAlt: '#f8fafc',
    success: '#15803d',
    danger: '#b91c1c',
    onBrand: '#ffffff',
    focus: '#f59e0b',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSizes: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  space: (n: number) => `${n * 0.25}rem`,
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 2px rgb(15 23 42 / 6%), 0 4px 16px rgb(15 23 42 / 6%)',
    popover: '0 10px 38px -10px rgb(15 23 42 / 35%), 0 10px 20px -15px rgb(15 23 42 / 20%)',
  },
  layout: { maxWidth: '1160px', headerHeight: '68px' },
  media: {
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
  },
} as const;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends Readonly<typeof theme> {}
}
