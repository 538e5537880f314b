import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CHECK } from '@estefania/shared/island-markup';
import { websiteStepForm } from '@estefania/shared/forms';
import { WebsiteStep } from './WebsiteStep';

const { errors } = websiteStepForm;
const fields = ['Sitio web de tu empresa', 'Nombre y apellidos', 'Email de empresa'];

afterEach(cleanup);

describe('WebsiteStep and the page script’s early answer', () => {
  it('marks each field with its message for an empty send and a message element the page script can fill, hidden while empty', () => {
    render(<WebsiteStep onSubmit={() => Promise.resolve(true)} />);
    const expected = [errors.website, errors.fullName, errors.email];
    fields.forEach((label, index) => {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute(EARLY_CHECK.requiredMessage, expected[index]);
      const slot = document.getElementById(`${input.id}${EARLY_CHECK.errorIdSuffix}`);
      expect(slot).not.toBeNull();
      expect(slot).not.toBeVisible();
      expect(slot).toHaveTextContent('');
      expect(input).not.toHaveAttribute('aria-invalid');
    });
  });

  it('keeps what the page script said on screen, and only its own messages', () => {
    render(
      <WebsiteStep
        onSubmit={() => Promise.resolve(true)}
        initialErrors={{ website: errors.website, fullName: '<b>cualquier cosa</b>', email: errors.email }}
      />,
    );
    const website = screen.getByLabelText(fields[0]!);
    expect(website).toHaveAttribute('aria-invalid', 'true');
    expect(website).toHaveAccessibleDescription(expect.stringContaining(errors.website));
    expect(screen.getByText(errors.website)).toBeVisible();
    expect(screen.getByText(errors.email)).toBeVisible();
    expect(screen.queryByText('<b>cualquier cosa</b>')).toBeNull();
    expect(screen.getByLabelText(fields[1]!)).not.toHaveAttribute('aria-invalid');
  });
});
