import { css } from '@emotion/react';
import { theme } from '@estefania/shared';

export const fieldStyles = css`
  display: grid;
  gap: ${theme.space(1.5)};
`;

export const labelStyles = css`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.text};
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
