import { DifferenceSection } from './DifferenceSection';
import { RefillBanner } from './RefillBanner';
import { WhyRefillableSection } from './WhyRefillableSection';

/** The home page below the collection: one chunk of its own, fetched while the hero and the products paint. */
export function LowerSections() {
  return (
    <>
      <DifferenceSection />
      <WhyRefillableSection />
      <RefillBanner />
    </>
  );
}
