import { CalendarCheck, Mail, PhoneCall, type LucideIcon } from 'lucide-react';
import { Card, CardGrid, theme } from '@estefania/shared';
import { thanksContent, type ThanksIcon } from '../../content/thanks';

const icons: Record<ThanksIcon, LucideIcon> = { mail: Mail, phone: PhoneCall, calendar: CalendarCheck };

export function ThanksCards() {
  return (
    <CardGrid minWidth={280}>
      {thanksContent.cards.map((card) => {
        const Icon = icons[card.icon];
        return (
          <li key={card.title}>
            <Card css={{ height: '100%' }}>
              <Icon aria-hidden="true" size={32} color={theme.colors.brand} />
              <h3 css={{ fontSize: theme.fontSizes.xl, marginTop: theme.space(3) }}>{card.title}</h3>
              <p css={{ color: theme.colors.muted, margin: 0 }}>{card.description}</p>
            </Card>
          </li>
        );
      })}
    </CardGrid>
  );
}

export function NextSteps() {
  return (
    <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: theme.space(4), counterReset: 'step' }}>
      {thanksContent.nextSteps.map((step, index) => (
        <li key={step.title} css={{ display: 'flex', gap: theme.space(4), alignItems: 'flex-start' }}>
          <span
            aria-hidden="true"
            css={{
              flex: 'none',
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              borderRadius: theme.radii.pill,
              background: theme.colors.brand,
              color: theme.colors.onBrand,
              fontWeight: 700,
            }}
          >
            {index + 1}
          </span>
          <div>
            <h3 css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>{step.title}</h3>
            <p css={{ color: theme.colors.muted, margin: 0 }}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
