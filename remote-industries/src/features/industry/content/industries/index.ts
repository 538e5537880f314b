import type { IndustryDetail } from '../types';
import { commerceIndustries } from './commerce';
import { healthIndustries } from './health';
import { homeServicesIndustries } from './homeServices';
import { professionalIndustries } from './professional';
import { type IndustrySlug } from '../../../catalogue/content/industryList';

/** Every industry page's content, keyed by slug: a missing slug does not compile. */
export const industryDetails: Readonly<Record<IndustrySlug, IndustryDetail>> = {
  ...healthIndustries,
  ...homeServicesIndustries,
  ...professionalIndustries,
  ...commerceIndustries,
};
