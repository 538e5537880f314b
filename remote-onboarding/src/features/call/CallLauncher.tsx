import { Component, lazy, Suspense, type ReactNode } from 'react';
import { buttonStyles, theme } from '@estefania/shared';
import type { DemoData } from '@estefania/shared/webhooks';
import { useState } from 'react';
import { noticeStyles } from '../../components/noticeStyles';
import { launcherContent as content } from './content/launcher';

// The call's UI and client are their own chunk, fetched only when the visitor presses the button: the
// onboarding page carries nothing of it before (#34; the first touch's budget is another engineer's work).
const CallPanel = lazy(() => import('./CallPanel'));

/** A chunk that failed to load (offline, a redeploy): a message, not a broken step. */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p role="alert" css={noticeStyles('danger')}>
        {content.loadFailed}
      </p>
    ) : (
      this.props.children
    );
  }
}

/** «Háblale ahora» under the demo's two clips; the call opens below it. */
export function CallLauncher({ demo, endpoint }: { demo: DemoData; endpoint: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div css={{ marginBottom: theme.space(10) }}>
      {open ? (
        <ChunkBoundary>
          <Suspense fallback={<p role="status">{content.loading}</p>}>
            <CallPanel demoId={demo.demo_id} companyName={demo.company_name} endpoint={endpoint} onClose={() => setOpen(false)} />
          </Suspense>
        </ChunkBoundary>
      ) : (
        <>
          <button type="button" css={buttonStyles('secondary')} onClick={() => setOpen(true)} aria-describedby="call-open-hint">
            {content.open}
          </button>
          <p id="call-open-hint" css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm, marginTop: theme.space(2) }}>
            {content.openHint}
          </p>
        </>
      )}
    </div>
  );
}
