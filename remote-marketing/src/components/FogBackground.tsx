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
const BLOBS = [
  { colour: '99, 102, 241', radius: 0.55, x: 0.2, y: 0.3, dx: 0.12, dy: 0.08, speed: 0.00011, phase: 0 },
  { colour: '219, 39, 119', radius: 0.45, x: 0.8, y: 0.7, dx: 0.1, dy: 0.1, speed: 0.00009, phase: 2 },
  { colour: '129, 140, 248', radius: 0.5, x: 0.55, y: 0.2, dx: 0.15, dy: 0.06, speed: 0.00007, phase: 4 },
  { colour: '67, 56, 202', radius: 0.6, x: 0.4, y: 0.85, dx: 0.14, dy: 0.07, speed: 0.0001, phase: 1 },
  { colour: '165, 180, 252', radius: 0.35, x: 0.9, y: 0.15, dx: 0.08, dy: 0.1, speed: 0.00013, phase: 3 },
] as const;

// A tiny canvas scaled up by CSS: fog is all soft edges, so resolution buys nothing but CPU.
const CANVAS_WIDTH = 192;
const CANVAS_HEIGHT = 108;
const FRAME_MS = 1000 / 30;

/** Paints the fog at time `t` (ms). Exported for tests. */
export function paintFog(context: CanvasRenderingContext2D, t: number): void {
  const w = CANVAS_WIDTH;
  const h = CANVAS_HEIGHT;
  context.globalCompositeOperation = 'source-over';
  context.fillStyle = BASE;
  context.fillRect(0, 0, w, h);
  context.globalCompositeOperation = 'lighter';
  for (const blob of BLOBS) {
    const x = (blob.x + Math.sin(t * blob.speed + blob.phase) * blob.dx) * w;
    const y = (blob.y + Math.cos(t * blob.speed * 1.3 + blob.phase) * blob.dy) * h;
    const r = blob.radius * w;
    const gradient = context.createRadialGradient(x, y, 0, x, y, r);
    gradient.addColorStop(0, `rgba(${blob.colour}, 0.32)`);
    gradient.addColorStop(1, `rgba(${blob.colour}, 0)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, w, h);
  }
  context.globalCompositeOperation = 'source-over';
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function getContext(canvas: HTMLCanvasElement | null): CanvasRenderingContext2D | null {
  if (!canvas) return null;
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/**
 * Decorative animated fog that fills its nearest positioned ancestor, behind the content.
 * Animates only while on screen, with the tab visible and motion allowed; otherwise one still frame
 * (or just the CSS gradient when there is no canvas). Uses the global VANTA fog when the page has it.
 */
export function FogBackground({ className }: { className?: string }) {
  const layerRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [mode, setMode] = useState<FogMode>('static');

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const vantaFog = (window as WindowWithVanta).VANTA?.FOG;
    const context = vantaFog ? null : getContext(canvasRef.current);
    let reduced = prefersReducedMotion();
    let onScreen = typeof IntersectionObserver !== 'function'; // without the API, assume visible
    let frame = 0;
    let lastPaint = -Infinity;
    let vanta: VantaEffect | null = null;
    // Each mount starts at a different moment of the drift so the fog never looks like a loop restart.
    const start = Math.random() * 100_000;

    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (!context || now - lastPaint < FRAME_MS) return;
      lastPaint = now;
      paintFog(context, start + now);
    };

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
      if (!context) {
        setMode('static');
        return;
      }
      if (canMove) {
        if (!frame) frame = requestAnimationFrame(tick);
        setMode('animated');
      } else {
        if (frame) cancelAnimationFrame(frame);
        frame = 0;
        setMode(reduced ? 'static' : 'paused');
      }
    };

    if (context) paintFog(context, start);

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
      if (frame) cancelAnimationFrame(frame);
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
        // The still picture when there is no canvas (and the backdrop while the canvas loads).
        background: `radial-gradient(ellipse at 20% 30%, rgb(99 102 241 / 45%), transparent 60%),
          radial-gradient(ellipse at 80% 70%, rgb(219 39 119 / 35%), transparent 55%),
          radial-gradient(ellipse at 50% 100%, rgb(67 56 202 / 50%), transparent 60%), ${BASE}`,
      }}
    >
      <canvas
        ref={canvasRef}
        width={CANVAS_WIDTH}
        height={CANVAS_HEIGHT}
        css={{
          display: mode === 'vanta' ? 'none' : 'block',
          width: '100%',
          height: '100%',
          filter: 'blur(8px)',
          transform: 'scale(1.1)',
        }}
      />
    </div>
  );
}
