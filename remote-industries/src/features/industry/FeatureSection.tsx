import { Section, SectionHeading, SideBySide, theme } from '@estefania/shared';
import type { IndustryFeature } from './content/types';

/** The extra section of the industries that have their own picture: text beside the image on a wide screen. */
export function FeatureSection({ feature }: { feature: IndustryFeature }) {
  return (
    <Section tone="alt" aria-labelledby="en-detalle">
      <SideBySide>
        <div>
          <SectionHeading id="en-detalle" title={feature.heading} size="section" />
          {feature.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <img
          src={feature.image.src}
          alt={feature.image.alt}
          width={feature.image.width}
          height={feature.image.height}
          loading="lazy"
          decoding="async"
          css={{ width: '100%', borderRadius: theme.radii.lg, boxShadow: theme.shadows.card }}
        />
      </SideBySide>
    </Section>
  );
}
