import { useCallback, useEffect, useRef, useState } from 'react';
import { getSiteConfig } from '@estefania/shared';
import { sendLead, type LeadEndpoint, type LeadResult } from '@estefania/shared/http';
import { type Lead } from '@estefania/shared/webhooks';

/**
 * Sends one lead at a time to its endpoint (read from the site config when sent, so the deployment's
 * overrides apply). `send` resolves to `null` when a send is already under way (a double click), so
 * the caller does nothing twice; `sending` drives the button.
 * Leaving the page cancels the request and the caller gets `reason: 'aborted'` (no toast then).
 */
export function useLeadSubmit(endpoint: LeadEndpoint) {
  const [sending, setSending] = useState(false);
  // A ref, not the state: two clicks in the same frame both see the old state.
  const inFlight = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(
    async (lead: Lead): Promise<LeadResult | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      const current = new AbortController();
      controller.current = current;
      try {
        return await sendLead(getSiteConfig().webhooks[endpoint], lead, current.signal);
      } finally {
        inFlight.current = false;
        if (!current.signal.aborted) setSending(false);
      }
    },
    [endpoint],
  );

  return { sending, send };
}
