import { ServiceError } from '../errors.js';
import { RateLimiter } from '../http/rate-limit.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Who may start a call (#34): one live call per demo, a few calls per demo and per client per hour. In
 * memory, like the service's other limits: enough for one instance (several instances behind a load
 * balancer each count their own).
 */
export class CallLimits {
  private readonly live = new Map<string, string>();
  private readonly perDemo: RateLimiter;
  private readonly perClient: RateLimiter;

  constructor(options: { perDemoPerHour: number; perClientPerHour: number }, now: () => number = Date.now) {
    this.perDemo = new RateLimiter(options.perDemoPerHour, HOUR_MS, now);
    this.perClient = new RateLimiter(options.perClientPerHour, HOUR_MS, now);
  }

  /** Takes the demo's one line for `callId`, or refuses with a Spanish reason. */
  reserve(demoId: string, client: string, callId: string): void {
    if (this.live.has(demoId)) throw new ServiceError('call_in_progress');
    const byClient = this.perClient.hit(client);
    if (!byClient.allowed) throw tooMany(byClient.retryAfterSeconds, 'desde tu conexión');
    const byDemo = this.perDemo.hit(demoId);
    if (!byDemo.allowed) throw tooMany(byDemo.retryAfterSeconds, 'con esta demo');
    this.live.set(demoId, callId);
  }

  /** Frees the demo's line if `callId` holds it. */
  release(demoId: string, callId: string): void {
    if (this.live.get(demoId) === callId) this.live.delete(demoId);
  }

  get liveCalls(): number {
    return this.live.size;
  }
}

function tooMany(retryAfterSeconds: number, where: string): ServiceError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ServiceError('rate_limited', {
    message: `Ya has hecho varias llamadas de prueba ${where} en la última hora. Vuelve a intentarlo dentro de ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}; mientras tanto, la demo grabada sigue disponible.`,
    retryAfterSeconds,
  });
}
