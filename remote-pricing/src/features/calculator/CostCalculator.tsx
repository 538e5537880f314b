import { useId, useRef, useState, type FormEvent } from 'react';
import {
  formatEuros,
  Badge,
  Button,
  Section,
  TableScroller,
  theme,
  useSiteConfig,
  SectionHeading,
  NewTabLink,
} from '@estefania/shared';
import { estimateCosts, parseCostInput, type CostEstimate, type CostInputErrors, type CostOption } from './costCalculator';
import {
  cheapestAmounts,
  cheapestLead,
  calculatorContent as content,
  describePacks,
  describePlan,
  explainCheapest,
  optionName,
  usageLead,
  usageTotal,
} from './content/calculator';
import { contactContent } from '../contact/content/contact';
import { plansContent } from '../plans/content/plans';
import { keepEuroSign } from '../pricing/content/pricingIslands';

const fieldCss = {
  display: 'block',
  width: '100%',
  maxWidth: '16rem',
  minHeight: 44,
  padding: '0.5rem 0.75rem',
  font: 'inherit',
  border: `1px solid ${theme.colors.muted}`,
  borderRadius: theme.radii.md,
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger, borderWidth: 2 },
};

interface Field {
  name: 'callsPerMonth' | 'minutesPerCall';
  label: string;
  hint: string;
  inputMode: 'numeric' | 'decimal';
}

const fields: Field[] = [
  { name: 'callsPerMonth', label: content.callsLabel, hint: content.callsHint, inputMode: 'numeric' },
  { name: 'minutesPerCall', label: content.minutesLabel, hint: content.minutesHint, inputMode: 'decimal' },
];

const initialValues = { callsPerMonth: '60', minutesPerCall: '3' };

function initialEstimate(): CostEstimate {
  const parsed = parseCostInput(initialValues);
  if (!parsed.ok) throw new Error('Invalid calculator defaults');
  return estimateCosts(parsed.input);
}

export function CostCalculator() {
  const config = useSiteConfig();
  const id = useId();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<CostInputErrors>({});
  // The last valid result stays on screen while the visitor fixes a typo.
  const [estimate, setEstimate] = useState<CostEstimate>(initialEstimate);
  const inputs = useRef<Partial<Record<Field['name'], HTMLInputElement | null>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseCostInput(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = fields.find((field) => parsed.errors[field.name]);
      if (first) inputs.current[first.name]?.focus();
      return;
    }
    setErrors({});
    setEstimate(estimateCosts(parsed.input));
  }

  const hasErrors = Object.keys(errors).length > 0;
  const rows: CostOption[] = [estimate.packs, ...estimate.plans];

  return (
    <Section aria-labelledby="calculadora-titulo" id="calculadora">
      <SectionHeading id="calculadora-titulo" title={content.title} lead={content.lead} size="plain" />
      <form noValidate onSubmit={submit} aria-labelledby="calculadora-titulo">
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(6), alignItems: 'flex-start' }}>
          {fields.map((field) => {
            const inputId = `${id}-${field.name}`;
            const error = errors[field.name];
            return (
              <div key={field.name}>
                <label htmlFor={inputId} css={{ display: 'block', fontWeight: 600 }}>
                  {field.label}
                </label>
                <p id={`${inputId}-ayuda`} css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>
                  {field.hint}
                </p>
                <input
                  ref={(element) => {
                    inputs.current[field.name] = element;
                  }}
                  id={inputId}
                  name={field.name}
                  type="text"
                  inputMode={field.inputMode}
                  autoComplete="off"
                  value={values[field.name]}
                  onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${inputId}-ayuda${error ? ` ${inputId}-error` : ''}`}
                  css={fieldCss}
                />
                {error ? (
                  <p
                    id={`${inputId}-error`}
                    css={{ color: theme.colors.danger, fontWeight: 600, margin: `${theme.space(1)} 0 0`, maxWidth: '22rem' }}
                  >
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <Button type="submit" css={{ marginTop: '1.6rem' }}>
            {content.submit}
          </Button>
        </div>
        <p
          role="alert"
          css={{ color: theme.colors.danger, fontWeight: 600, minHeight: '1.6em', margin: `${theme.space(3)} 0 0` }}
        >
          {hasErrors ? content.errorSummary : ''}
        </p>
      </form>
      <p css={{ fontSize: theme.fontSizes.sm, color: theme.colors.muted, maxWidth: '70ch' }}>{content.howPacks}</p>

      <div aria-live="polite" aria-atomic="true" data-testid="calculadora-resultado">
        <h3 css={{ marginTop: theme.space(6) }}>{content.resultsTitle}</h3>
        <p>
          {usageLead(estimate.input.callsPerMonth, estimate.input.minutesPerCall)}
          <strong>{usageTotal(estimate.minutesPerMonth)}</strong>.
        </p>
        {/* With no calls there is nothing to buy: "Packs de minutos, 0 €" would read as a product. */}
        {estimate.input.callsPerMonth > 0 ? (
          <p css={{ fontSize: theme.fontSizes.lg }}>
            {cheapestLead}
            <strong>{optionName(estimate.cheapest)}</strong>
            {keepEuroSign(cheapestAmounts(estimate.cheapest))}
          </p>
        ) : null}
        <p>{keepEuroSign(explainCheapest(estimate))}</p>
      </div>
      <TableScroller aria-label={content.tableCaption}>
        <table
          css={{
            width: '100%',
            minWidth: 640,
            borderCollapse: 'collapse',
            background: theme.colors.surface,
            'th, td': {
              textAlign: 'left',
              padding: '0.5rem 0.75rem',
              borderBottom: `1px solid ${theme.colors.border}`,
              verticalAlign: 'top',
            },
          }}
        >
          <caption css={{ textAlign: 'left', color: theme.colors.muted, fontSize: theme.fontSizes.sm, padding: '0.5rem 0' }}>
            {content.tableCaption}
          </caption>
          <thead>
            <tr>
              {content.headers.map((header) => (
                <th key={header} scope="col" css={{ whiteSpace: 'nowrap' }}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((option) => {
              const name = optionName(option);
              const cheapest = option === estimate.cheapest;
              return (
                <tr key={name} css={cheapest ? { background: theme.colors.brandSoft } : undefined}>
                  <th scope="row">
                    {name} {cheapest ? <Badge>{content.cheapestBadge}</Badge> : null}
                  </th>
                  <td css={{ whiteSpace: 'nowrap' }}>{formatEuros(option.subtotalCents)}</td>
                  <td css={{ whiteSpace: 'nowrap' }}>{formatEuros(option.totalCents)}</td>
                  <td>
                    {keepEuroSign(
                      option.kind === 'packs' ? describePacks(option) : describePlan(option, estimate.input.callsPerMonth),
                    )}
                  </td>
                </tr>
              );
            })}
            <tr>
              <th scope="row">Plan Enterprise</th>
              <td colSpan={2}>{plansContent.custom}</td>
              <td>
                {content.enterprise} <NewTabLink href={config.schedulingUrl}>{contactContent.schedule}</NewTabLink>
              </td>
            </tr>
          </tbody>
        </table>
      </TableScroller>
    </Section>
  );
}
