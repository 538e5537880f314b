import { useEffect } from 'react';
import { homeSectionsContent } from '../../content/homeSections';
import { ClosingBanner } from './ClosingBanner';
import { Comparison } from './Comparison';
import { HowItWorks } from './HowItWorks';
import { SampleCallsSection } from './SampleCallsSection';
import { Testimonial } from './Testimonial';

/** Everything on the home page below the hero, in the order of the spec. */
export default function HomeSections() {
  const { howItWorks, closing } = homeSectionsContent;
  useEffect(() => {
    // A visit to /#comparativa (or any section) arrives before the section exists: scroll once it does.
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    target?.scrollIntoView();
  }, []);
  return (
    <>
      <SampleCallsSection />
      <HowItWorks id={howItWorks.id} title={howItWorks.title} lead={howItWorks.lead} steps={howItWorks.steps} />
      <Testimonial />
      <Comparison />
      <ClosingBanner title={closing.title} text={closing.text} cta={closing.cta} />
    </>
  );
}
