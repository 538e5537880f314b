import { homeSectionsContent } from './content/homeSections';
import { ClosingBanner } from './ClosingBanner';
import { HowItWorks } from './HowItWorks';
import { Testimonial } from './Testimonial';
import { islands } from '../../islands';

/** Everything on the home page below the hero, in the order of the spec. */
export function HomeSections() {
  const { howItWorks, closing } = homeSectionsContent;
  return (
    <>
      <islands.SampleCallsSection />
      <HowItWorks id={howItWorks.id} title={howItWorks.title} lead={howItWorks.lead} steps={howItWorks.steps} />
      <Testimonial />
      <islands.Comparison />
      <ClosingBanner title={closing.title} text={closing.text} cta={closing.cta} />
    </>
  );
}
