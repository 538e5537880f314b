import { beforeAll, beforeEach, expect, it } from 'vitest';
import { armTooltips, TOOLTIP_ATTRIBUTE, TOOLTIP_DISMISSED } from './tooltips';

beforeAll(() => armTooltips(document));

beforeEach(() => {
  document.body.innerHTML = `
    <span ${TOOLTIP_ATTRIBUTE}><a href="tel:+34919931748" aria-describedby="t1">919 93 17 48</a><span id="t1" role="tooltip">Llámanos</span></span>
    <ul><li ${TOOLTIP_ATTRIBUTE}><span role="img" aria-label="Cumple el RGPD (GDPR)" tabindex="0">GDPR</span><span role="tooltip">UE</span></li></ul>
    <p tabindex="0">Contenido</p>`;
});

const wrappers = () => [...document.querySelectorAll(`[${TOOLTIP_ATTRIBUTE}]`)];
const press = (key: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

it('Escape hides every tooltip; another key does not', () => {
  press('Enter');
  for (const wrapper of wrappers()) expect(wrapper).not.toHaveAttribute(TOOLTIP_DISMISSED);
  press('Escape');
  for (const wrapper of wrappers()) expect(wrapper).toHaveAttribute(TOOLTIP_DISMISSED);
});

it('a dismissed tooltip stays hidden while the pointer moves within its wrapper, and comes back when it arrives again', () => {
  const [phone] = wrappers();
  press('Escape');
  const link = phone!.querySelector('a')!;
  const tip = phone!.querySelector('[role="tooltip"]')!;
  tip.dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget: link }));
  expect(phone).toHaveAttribute(TOOLTIP_DISMISSED);
  link.dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget: document.body }));
  expect(phone).not.toHaveAttribute(TOOLTIP_DISMISSED);
  // The other wrapper is left as it was: neither the pointer nor the focus came to it.
  expect(wrappers()[1]).toHaveAttribute(TOOLTIP_DISMISSED);
});

it('the keyboard reaching a trigger shows its tooltip, even after an Escape elsewhere', () => {
  const [phone, badge] = wrappers();
  press('Escape');
  badge!
    .querySelector('[role="img"]')!
    .dispatchEvent(new FocusEvent('focusin', { bubbles: true, relatedTarget: phone!.querySelector('a') }));
  expect(badge).not.toHaveAttribute(TOOLTIP_DISMISSED);
  expect(phone).toHaveAttribute(TOOLTIP_DISMISSED);
});
