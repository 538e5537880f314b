import { Container, PageMeta, theme } from '@estefania/shared';
import { Check } from 'lucide-react';
import { islands } from '../islands';
import { demoContent } from '../features/demo/content/demo';

export default function DemoPage() {
  return (
    <>
      <PageMeta {...demoContent.meta} />
      <section
        css={{
          position: 'relative',
          overflow: 'hidden',
          isolation: 'isolate',
          background: '#1e1b4b',
          color: theme.colors.onBrand,
          padding: `${theme.space(14)} 0 ${theme.space(16)}`,
        }}
      >
        <islands.FogBackground />
        <Container
          css={{
            position: 'relative',
            zIndex: 1,
            display: 'grid',
            gap: theme.space(10),
            alignItems: 'start',
            [theme.media.lg]: { gridTemplateColumns: '1fr 1.15fr' },
          }}
        >
          <div>
            <h1 css={{ fontSize: 'clamp(2rem, 5vw, 3rem)', letterSpacing: '-0.02em' }}>{demoContent.title}</h1>
            <p css={{ fontSize: theme.fontSizes.lg, color: '#e0e7ff', maxWidth: '46ch' }}>{demoContent.lead}</p>
            <ul css={{ listStyle: 'none', padding: 0, margin: `${theme.space(6)} 0 0`, display: 'grid', gap: theme.space(3) }}>
              {demoContent.highlights.map((item) => (
                <li key={item} css={{ display: 'flex', gap: theme.space(3), alignItems: 'flex-start' }}>
                  <Check aria-hidden="true" size={22} css={{ flex: 'none', color: '#a5f3fc', marginTop: 2 }} />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div
            css={{
              background: theme.colors.surface,
              color: theme.colors.text,
              borderRadius: theme.radii.lg,
              boxShadow: theme.shadows.popover,
              padding: theme.space(6),
              [theme.media.md]: { padding: theme.space(8) },
            }}
          >
            <islands.DemoRequestForm />
          </div>
        </Container>
      </section>
    </>
  );
}
