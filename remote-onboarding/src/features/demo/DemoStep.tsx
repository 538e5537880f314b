import type { Ref } from 'react';
import { funnelPlan, measure, theme, useSiteConfig } from '@estefania/shared';
import type { DemoData } from '@estefania/shared/webhooks';
import type { ContactValues } from '../checkout/contact';
import { ContactForm } from '../checkout/ContactForm';
import { usePlanChoice, type CheckoutMode } from '../checkout/usePlanChoice';
import { AudioPlayer } from './AudioPlayer';
import { demoStepCopy as content } from '@estefania/shared/forms';
import { DemoFacts } from './DemoFacts';
import { CallLauncher } from '../call/CallLauncher';

/**
 * Step 3: what the demo learned, its two clips, and the contact form that saves the draft and
 * sends the browser to the plan's hosted payment page, or, for a free trial, to the trial link
 * (no card, the terms stated before activating). A trial visitor may switch to a paid plan here.
 */
export function DemoStep({
  demo,
  productId,
  planName,
  initial,
  headingRef,
  mode: initialMode = 'paid',
}: {
  demo: DemoData | null;
  productId: string;
  planName: string;
  initial: ContactValues;
  headingRef?: Ref<HTMLHeadingElement>;
  /** How it starts; a trial visitor may leave the trial for a paid plan here ('after-trial'). */
  mode?: CheckoutMode;
}) {
  const choice = usePlanChoice(productId, planName, initialMode);
  const funnel = funnelPlan(choice.plan?.key ?? null, choice.mode === 'trial');
  const callEndpoint = useSiteConfig().webhooks.startCall;

  return (
    <section aria-labelledby="onboarding-demo-heading">
      <h2
        id="onboarding-demo-heading"
        ref={headingRef}
        tabIndex={-1}
        css={{ fontSize: theme.fontSizes['2xl'], '&:focus, &:focus-visible': { outline: 'none' } }}
      >
        {content.heading}
      </h2>
      {demo ? (
        <>
          {/* An unread site gets the note in DemoFacts instead: nothing was learned from it. */}
          {demo.site_read === false ? null : <p css={{ color: theme.colors.muted }}>{content.intro}</p>}
          <DemoFacts demo={demo} />
          <div css={{ display: 'grid', gap: theme.space(4), marginBottom: callEndpoint ? theme.space(6) : theme.space(10) }}>
            <AudioPlayer
              src={demo.audio_greeting}
              label={content.players.greeting}
              onHeard={(secondsHeard) => measure({ type: 'demo_played', plan: funnel, clip: 'greeting', secondsHeard })}
            />
            <AudioPlayer
              src={demo.audio_message}
              label={content.players.message}
              onHeard={(secondsHeard) => measure({ type: 'demo_played', plan: funnel, clip: 'message', secondsHeard })}
            />
          </div>
          {/* After the two clips: a live call with this demo's receptionist (#34), its code loaded on the press. */}
          {callEndpoint ? <CallLauncher demo={demo} endpoint={callEndpoint} /> : null}
        </>
      ) : null}

      <ContactForm demo={demo} initial={initial} choice={choice} />
    </section>
  );
}
