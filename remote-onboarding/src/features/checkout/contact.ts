// The contact data of step 3: its fields in the order they are checked and focused, and what a refused
// submit says.

export interface ContactValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export type FieldName = keyof ContactValues;
export const fieldOrder: FieldName[] = ['firstName', 'lastName', 'phone', 'email'];

/** What each contact input takes besides its words: the keyboard and the browser's autofill. */
export const contactInputs = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
} as const satisfies Record<FieldName, { type: string; autoComplete: string }>;

/** Why a submit was refused; `fields`: the ones to fix (the first gets the focus); `plan`: no plan chosen. */
export type FormError = { message: string; fields: FieldName[]; kind?: 'plan' };

/** The id of the message a refused submit shows, for the fields' and the plan picker's `aria-describedby`. */
export const contactErrorId = 'onboarding-contact-error';

/** "Lucía Martín García" → Lucía / Martín García: a start the visitor can correct. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
