import { CalendarCheck, Mail, PhoneCall, type LucideIcon } from 'lucide-react';
import { Card, CardGrid, theme, IconTile } from '@estefania/shared';
import { thanksContent, type ThanksIcon } from './content/thanks';

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
          <IconTile size={40} shape="round" tone="solid">
            {index + 1}
          </IconTile>
          <div>
            <h3 css={{ fontSize: theme.fontSizes.lg, margin: 0 }}>{step.title}</h3>
            <p css={{ color: theme.colors.muted, margin: 0 }}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
