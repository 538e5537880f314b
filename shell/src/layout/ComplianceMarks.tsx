import * as Tooltip from '@radix-ui/react-tooltip';
import { theme, tooltipStyles } from '@estefania/shared';

const marks = [
  { code: 'GDPR', label: 'Cumple el RGPD (GDPR)', detail: 'Datos alojados en servidores de la UE' },
  { code: 'HIPAA', label: 'Conforme con HIPAA', detail: 'Salvaguardas para información sanitaria' },
  { code: 'SOC 2', label: 'Controles SOC 2', detail: 'Seguridad, disponibilidad y confidencialidad' },
] as const;

/** The footer's compliance badges, each with its detail in a tooltip: an island of the shell. */
export function ComplianceMarks() {
  return (
    <Tooltip.Provider delayDuration={700}>
      <MarkList />
    </Tooltip.Provider>
  );
}

function MarkList() {
  return (
    <ul
      aria-label="Cumplimiento normativo"
      css={{ display: 'flex', gap: theme.space(3), listStyle: 'none', margin: 0, padding: 0 }}
    >
      {marks.map((mark) => (
        <li key={mark.code}>
          <Tooltip.Root>
            <Tooltip.Trigger asChild>
              <span
                role="img"
                aria-label={mark.label}
                tabIndex={0}
                css={{
                  display: 'inline-grid',
                  placeItems: 'center',
                  width: 64,
                  height: 64,
                  borderRadius: '50%',
                  border: '2px solid #c7d2fe',
                  color: '#e0e7ff',
                  fontSize: '0.75rem',
                  fontWeight: 800,
                  textAlign: 'center',
                  lineHeight: 1.1,
                }}
              >
                <span aria-hidden="true">{mark.code}</span>
              </span>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Content sideOffset={6} css={tooltipStyles('light')}>
                {mark.detail}
              </Tooltip.Content>
            </Tooltip.Portal>
          </Tooltip.Root>
        </li>
      ))}
    </ul>
  );
}
