import { describe, expect, it, vi } from 'vitest';
import { onFirstEngagement } from './warm';

describe('the site code warms on the first sign of engagement', () => {
  it.each(['scroll', 'pointermove', 'touchstart', 'keydown', 'focusin'])('starts once on %s, never again', (type) => {
    const warm = vi.fn();
    onFirstEngagement(warm);
    expect(warm).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    expect(warm).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a page nobody uses, or once told to stop', () => {
    const warm = vi.fn();
    const stop = onFirstEngagement(warm);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('resize'));
    stop();
    window.dispatchEvent(new Event('scroll'));
    expect(warm).not.toHaveBeenCalled();
  });
});
