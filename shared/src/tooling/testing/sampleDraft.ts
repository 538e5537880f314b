// Sample data for tests across the workspaces (unit and e2e). Not imported by app code.
import type { OnboardingDraft } from '../../contract/onboardingDraft';

export const sampleOnboardingDraft: OnboardingDraft = {
  firstName: 'Lucía',
  lastName: 'Martín',
  phone: '+34 612 345 678',
  email: 'lucia@clinicamartin.es',
  productId: 'prod_pyme',
  planName: 'PYME',
  demoData: {
    website: 'https://clinicamartin.es',
    company_name: 'Clínica Martín',
    company_description: 'Clínica dental en Valencia.',
    audio_greeting: 'http://localhost:8787/audio/d1/greeting.wav',
    audio_message: 'http://localhost:8787/audio/d1/message.wav',
    demo_id: 'd1',
  },
};
