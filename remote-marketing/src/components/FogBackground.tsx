import { useEffect, useRef, useState } from 'react';

/** The global fog effect a page may load (spec §7): `window.VANTA.FOG({ el, ... })` returns something to destroy. */
interface VantaEffect {
  destroy: () => void;
}
type VantaFog = (options: Record<string, unknown>) => VantaEffect;
type WindowWithVanta = Window & { VANTA?: { FOG?: VantaFog } };

export type FogMode = 'static' | 'paused' | 'animated' | 'vanta';

// Colours of the brand, dark enough that white text on top keeps its contrast.
const BASE = '#1e1b4b';
/**
 * The fog's blobs, in fractions of the layer: centre (x, y), radius (of the width; the layer's 16:9
 * stretches it into an ellipse), drift (dx, dy) and the time of one loop of the drift.
 */
const BLOBS = [
  { colour: '99 102 241', radius: 0.55, x: 0.2, y: 0.3, dx: 0.12, dy: 0.08, loopSeconds: 57, phase: 0 },
  { colour: '219 39 119', radius: 0.45, x: 0.8, y: 0.7, dx: 0.1, dy: 0.1, loopSeconds: 70, phase: 0.32 },
  { colour: '129 140 248', radius: 0.5, x: 0.55, y: 0.2, dx: 0.15, dy: 0.06, loopSeconds: 90, phase: 0.64 },
  { colour: '67 56 202', radius: 0.6, x: 0.4, y: 0.85, dx: 0.14, dy: 0.07, loopSeconds: 63, phase: 0.16 },
  { colour: '165 180 252', radius: 0.35, x: 0.9, y: 0.15, dx: 0.08, dy: 0.1, loopSeconds: 48, phase: 0.48 },
] as const;
/** The layer's shape the blobs are drawn for (16:9, as the fog's bands are wide). */
const ASPECT = 16 / 9;

/** Legs of a blob's loop (keyframes round an ellipse) and how often a second the fog moves. */
const LEGS = 8;
const STEPS_PER_SECOND = 5;

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/**
 * One blob: a radial gradient in a box of its own, drifting round a loop by a CSS animation of
 * `transform` alone, which the browser's compositor runs: no script and no main-thread work per frame
 * (#31: the canvas drawn 30 times a second took ~10 ms of a phone's main thread each frame, and every
 * tap on /demo waited behind it). Plain alpha blending: the canvas's additive "lighter" as CSS
 * (`mix-blend-mode: plus-lighter`) made every frame of the page cost as much as the canvas did.
 */
function blobStyles(blob: (typeof BLOBS)[number], index: number) {
  const width = 2 * blob.radius;
  const height = width * ASPECT;
  // The drift, in fractions of the blob's own box (what a translate percentage refers to).
  const moveX = blob.dx / width;
  const moveY = blob.dy / height;
  const name = `estefania-fog-drift-${index}`;
  return {
    position: 'absolute',
    left: percent(blob.x - blob.radius),
    top: percent(blob.y - height / 2),
    width: percent(width),
    height: percent(height),
    background: `radial-gradient(closest-side, rgb(${blob.colour} / 36%), rgb(${blob.colour} / 0%))`,
    // Round an ellipse, in eight legs.
    [`@keyframes ${name}`]: Object.fromEntries(
      Array.from({ length: LEGS + 1 }, (_, leg) => {
        const angle = (leg / LEGS) * 2 * Math.PI;
        return [
          `${((leg / LEGS) * 100).toFixed(1)}%`,
          { transform: `translate(${percent(Math.sin(angle) * moveX)}, ${percent(Math.cos(angle) * moveY)})` },
        ];
      }),
    ),
    // In steps of a few a second: the drift is a few pixels a second, so it looks the same as a
    // smooth one, and between steps the compositor has nothing to draw again.
    animation: `${name} ${blob.loopSeconds}s steps(${Math.round((blob.loopSeconds / LEGS) * STEPS_PER_SECOND)}) infinite`,
    // A different moment of each loop, so the blobs never move in step.
    animationDelay: `${(-blob.phase * blob.loopSeconds).toFixed(1)}s`,
    // Still unless the island says the fog may move (on screen, tab visible, motion allowed).
    animationPlayState: 'paused',
    '[data-fog="animated"] > &': { animationPlayState: 'running' },
    '[data-fog="vanta"] > &': { display: 'none' },
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  } as const;
}

/** Worked out once, not on every render: the blobs never change. */
const BLOB_STYLES = BLOBS.map(blobStyles);

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Decorative drifting fog that fills its nearest positioned ancestor, behind the content. The server
 * draws it still; once alive it drifts only while on screen, with the tab visible and motion allowed.
 * Uses the global VANTA fog when the page has it.
 */
export function FogBackground({ className }: { className?: string }) {
  const layerRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<FogMode>('static');

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const vantaFog = (window as WindowWithVanta).VANTA?.FOG;
    let reduced = prefersReducedMotion();
    let onScreen = typeof IntersectionObserver !== 'function'; // without the API, assume visible
    let vanta: VantaEffect | null = null;

    const stopVanta = () => {
      vanta?.destroy();
      vanta = null;
    };

    const update = () => {
      const canMove = !reduced && onScreen && document.visibilityState !== 'hidden';
      if (vantaFog && !reduced) {
        // The 3D effect cannot be paused: it is destroyed off-screen and created again on return.
        if (canMove && !vanta) {
          try {
            vanta = vantaFog({
              el: layer,
              mouseControls: false,
              touchControls: false,
              gyroControls: false,
              highlightColor: 0xa5b4fc,
              midtoneColor: 0x6366f1,
              lowlightColor: 0xdb2777,
              baseColor: 0x1e1b4b,
              blurFactor: 0.6,
              speed: 1.2,
              zoom: 0.8,
            });
          } catch {
            vanta = null;
          }
        } else if (!canMove) {
          stopVanta();
        }
        setMode(vanta ? 'vanta' : 'paused');
        return;
      }
      setMode(canMove ? 'animated' : reduced ? 'static' : 'paused');
    };

    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => {
            onScreen = entries.some((entry) => entry.isIntersecting);
            update();
          })
        : null;
    observer?.observe(layer);

    const motionQuery = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;
    const onMotionChange = () => {
      reduced = prefersReducedMotion();
      if (reduced) stopVanta();
      update();
    };
    motionQuery?.addEventListener?.('change', onMotionChange);
    document.addEventListener('visibilitychange', update);
    update();

    return () => {
      observer?.disconnect();
      motionQuery?.removeEventListener?.('change', onMotionChange);
      document.removeEventListener('visibilitychange', update);
      stopVanta();
    };
  }, []);

  return (
    <div
      ref={layerRef}
      aria-hidden="true"
      data-fog={mode}
      className={className}
      css={{
        position: 'absolute',
        inset: 0,
        zIndex: 0,
        overflow: 'hidden',
        pointerEvents: 'none',
        background: BASE,
      }}
    >
      {BLOB_STYLES.map((styles, index) => (
        <span key={index} css={styles} />
      ))}
    </div>
  );
}
