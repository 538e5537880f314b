import { css } from '@emotion/react';
import { focusRing, theme } from '@estefania/shared';

export const fieldStyles = css`
  display: grid;
  gap: ${theme.space(1.5)};
`;

export const labelStyles = css`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
`;

export const inputStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0.625rem 0.875rem;
  border: 1px solid #94a3b8;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font: inherit;
  &::placeholder {
    color: #64748b;
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  ${focusRing}
`;

export const checkboxRowStyles = css`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(3)};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
    accent-color: ${theme.colors.brand};
  }
`;

export const errorTextStyles = css`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
`;

export const noteStyles = css`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.xs};
`;
