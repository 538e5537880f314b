import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactErrorId } from './contact';
import { PlanPicker } from './PlanPicker';

afterEach(cleanup);

describe('PlanPicker', () => {
  it('offers the self-service plans as radios with their price and reports the one picked', () => {
    const onPick = vi.fn();
    render(<PlanPicker hint="Elige un plan" picked={null} onPick={onPick} invalid={false} />);
    const radios = screen.getAllByRole('radio');
    expect(radios.length).toBeGreaterThan(0);
    for (const radio of radios) expect(radio.closest('label')?.textContent).toMatch(/€/);
    fireEvent.click(radios[0]!);
    expect(onPick).toHaveBeenCalledWith((radios[0] as HTMLInputElement).value);
    expect(screen.getByRole('group')).not.toHaveAttribute('aria-describedby');
  });

  it("points at the form's message when no plan was chosen", () => {
    render(<PlanPicker hint="Elige un plan" picked={null} onPick={() => {}} invalid />);
    expect(screen.getByRole('group')).toHaveAttribute('aria-describedby', contactErrorId);
  });
});
