import { Quote } from 'lucide-react';
import { IconTile, Section, theme } from '@estefania/shared';
import { homeSectionsContent } from './content/homeSections';

export function Testimonial() {
  const { title, quote, name, role, initials } = homeSectionsContent.testimonial;
  return (
    <Section aria-labelledby="testimonio-titulo" tone="alt">
      <h2 id="testimonio-titulo" css={{ fontSize: theme.fontSizes['3xl'], textAlign: 'center' }}>
        {title}
      </h2>
      <figure css={{ maxWidth: '46rem', margin: `${theme.space(6)} auto 0`, textAlign: 'center' }}>
        <Quote aria-hidden="true" size={36} css={{ color: theme.colors.brand }} />
        <blockquote css={{ margin: `${theme.space(3)} 0 ${theme.space(5)}`, fontSize: theme.fontSizes.xl, lineHeight: 1.5 }}>
          <p css={{ margin: 0 }}>«{quote}»</p>
        </blockquote>
        <figcaption css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(3), textAlign: 'left' }}>
          <IconTile shape="round" tone="solid">
            {initials}
          </IconTile>
          <span>
            <strong css={{ display: 'block' }}>{name}</strong>
            <span css={{ color: theme.colors.muted }}>{role}</span>
          </span>
        </figcaption>
      </figure>
    </Section>
  );
}
