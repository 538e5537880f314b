import { useState } from 'react';
import {
  annualPriceCents,
  formatEuros,
  planOnboardingPath,
  plans,
  type MonthlyPlan,
  ButtonLink,
  CardGrid,
  FeatureList,
  Section,
  TableScroller,
  theme,
  useSiteConfig,
} from '@estefania/shared';
import { featureGating } from './planTerms';
import { pricingIslandCopy } from '../pricing/content/pricingIslands';
import { annualSavingCents, gatingContent, plansContent as content } from './content/plans';
import { OfferCard } from './OfferCard';

export type Billing = 'monthly' | 'annual';

function BillingToggle({ billing, onChange }: { billing: Billing; onChange: (billing: Billing) => void }) {
  const options: { value: Billing; label: string }[] = [
    { value: 'monthly', label: content.monthly },
    { value: 'annual', label: content.annual },
  ];
  return (
    <fieldset css={{ border: 0, padding: 0, margin: `0 0 ${theme.space(6)}` }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space(2) }}>{content.billingLegend}</legend>
      <div
        css={{
          display: 'inline-flex',
          flexWrap: 'wrap',
          gap: theme.space(1),
          padding: theme.space(1),
          borderRadius: theme.radii.pill,
          background: theme.colors.surfaceAlt,
          border: `1px solid ${theme.colors.border}`,
        }}
      >
        {options.map((option) => (
          <label
            key={option.value}
            css={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              gap: theme.space(2),
              minHeight: 44,
              padding: '0.375rem 1rem',
              borderRadius: theme.radii.pill,
              cursor: 'pointer',
              fontWeight: 600,
              background: billing === option.value ? theme.colors.brand : 'transparent',
              color: billing === option.value ? theme.colors.onBrand : theme.colors.text,
              '&:focus-within': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
            }}
          >
            <input
              type="radio"
              name="facturacion"
              value={option.value}
              checked={billing === option.value}
              onChange={() => onChange(option.value)}
              css={{ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 }}
            />
            {option.label}
            {option.value === 'annual' ? (
              <span
                css={{
                  fontSize: theme.fontSizes.xs,
                  padding: '0.125rem 0.5rem',
                  borderRadius: theme.radii.pill,
                  background: theme.colors.surface,
                  color: theme.colors.success,
                }}
              >
                {content.annualBadge}
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PlanPrice({ plan, billing }: { plan: MonthlyPlan; billing: Billing }) {
  if (plan.monthlyPriceCents === null) {
    return (
      <>
        <p css={{ fontSize: theme.fontSizes['3xl'], fontWeight: 800, margin: 0 }}>{content.custom}</p>
        <p css={{ color: theme.colors.muted }}>{content.customNote}</p>
      </>
    );
  }
  const annual = billing === 'annual';
  return (
    <>
      <p css={{ margin: 0 }} data-testid="plan-price">
        <span css={{ fontSize: theme.fontSizes['3xl'], fontWeight: 800 }}>
          {formatEuros(annual ? annualPriceCents(plan.monthlyPriceCents) : plan.monthlyPriceCents)}
        </span>
        <span css={{ color: theme.colors.muted }}>{annual ? content.perYear : content.perMonth}</span>
      </p>
      <p css={{ color: annual ? theme.colors.success : theme.colors.muted, fontSize: theme.fontSizes.sm }}>
        {annual ? content.annualSaving(formatEuros(annualSavingCents(plan.monthlyPriceCents))) : ' '}
      </p>
    </>
  );
}

function PlanCard({ plan, billing }: { plan: MonthlyPlan; billing: Billing }) {
  const config = useSiteConfig();
  const href = planOnboardingPath(plan, config);
  const titleId = `plan-${plan.key}-titulo`;
  return (
    <OfferCard popular={plan.popular} popularLabel={content.popular} aria-labelledby={titleId} role="group">
      <h3 id={titleId} css={{ marginTop: theme.space(2) }}>
        {plan.name}
      </h3>
      <p css={{ color: theme.colors.muted, minHeight: '3.2em' }}>{plan.description}</p>
      <PlanPrice plan={plan} billing={billing} />
      <p css={{ fontWeight: 600, margin: 0 }}>{plan.callsLabel}</p>
      <p css={{ fontWeight: 600 }}>{content.unlimitedMinutes}</p>
      <FeatureList items={plan.features} css={{ margin: `0 0 ${theme.space(4)}`, flexGrow: 1 }} />
      {plan.optionalFeatures.length > 0 ? (
        <div css={{ marginBottom: theme.space(4) }}>
          <h4
            css={{ fontSize: theme.fontSizes.sm, textTransform: 'uppercase', letterSpacing: '0.04em', color: theme.colors.muted }}
          >
            {content.optionalTitle}
          </h4>
          <ul css={{ padding: 0, margin: 0, listStyle: 'none', fontSize: theme.fontSizes.sm }}>
            {plan.optionalFeatures.map((optional) => (
              <li key={optional.name}>
                {optional.name}: <strong>{formatEuros(optional.priceCents)}</strong>{' '}
                {optional.period === 'one-off' ? content.oneOff : content.perMonth}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {href ? (
        <ButtonLink href={href} variant={plan.popular ? 'primary' : 'secondary'}>
          {content.choose(plan.name)}
        </ButtonLink>
      ) : (
        <ButtonLink href={config.schedulingUrl} newTab variant="secondary">
          {content.contact}
        </ButtonLink>
      )}
    </OfferCard>
  );
}

export function Plans() {
  const [billing, setBilling] = useState<Billing>('monthly');
  return (
    <Section aria-labelledby="planes-titulo" id="planes">
      <h2 id="planes-titulo">{content.title}</h2>
      <p css={{ color: theme.colors.muted }}>{content.lead}</p>
      <BillingToggle billing={billing} onChange={setBilling} />
      <CardGrid minWidth={240}>
        {plans.map((plan) => (
          <li key={plan.key}>
            <PlanCard plan={plan} billing={billing} />
          </li>
        ))}
      </CardGrid>
      <p css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm, marginTop: theme.space(4) }}>
        {content.annualCheckoutNote} {pricingIslandCopy.vatNote}
      </p>
      <FeatureGatingTable />
    </Section>
  );
}

function FeatureGatingTable() {
  const gating = gatingContent;
  return (
    <div css={{ marginTop: theme.space(10) }}>
      <h3 id="funciones-titulo">{gating.title}</h3>
      <TableScroller aria-labelledby="funciones-titulo">
        <table
          css={{
            width: '100%',
            minWidth: 640,
            borderCollapse: 'collapse',
            'th, td': { textAlign: 'left', padding: '0.5rem', borderBottom: `1px solid ${theme.colors.border}` },
          }}
        >
          <caption css={{ textAlign: 'left', color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{gating.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{gating.featureHeader}</th>
              {plans.map((plan) => (
                <th key={plan.key} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {featureGating.map((row) => (
              <tr key={row.feature}>
                <th scope="row">
                  {row.feature}
                  {row.note ? (
                    <span css={{ display: 'block', fontWeight: 400, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>
                      {row.note}
                    </span>
                  ) : null}
                </th>
                {plans.map((plan) => {
                  const availability = row.availability[plan.key];
                  return (
                    <td key={plan.key} css={{ color: availability === 'not-offered' ? theme.colors.muted : theme.colors.text }}>
                      {gating.labels[availability]}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </div>
  );
}
