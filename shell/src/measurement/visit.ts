import { MEASUREMENT_VISIT_KEY } from '@estefania/shared';

interface StoredVisit {
  id: string;
  /** Number of the next event: events keep their order across the page loads of a visit. */
  next: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A random (version 4) UUID; crypto.randomUUID exists only on secure origins. */
export function randomVisitId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function parse(raw: string | null): StoredVisit | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredVisit>;
    if (typeof value.id === 'string' && UUID.test(value.id) && Number.isSafeInteger(value.next) && (value.next ?? -1) >= 0) {
      return { id: value.id, next: value.next as number };
    }
  } catch {
    // not ours, or damaged: a new visit starts
  }
  return null;
}

/**
 * The visit id and event counter in sessionStorage (one tab, gone when it closes). Only the sender
 * touches it, and only with consent. Without usable storage the visit lasts as long as the page.
 */
export class VisitStore {
  private memory: StoredVisit | null = null;

  constructor(
    private readonly storage: () => Storage | null = () => window.sessionStorage,
    private readonly newId: () => string = randomVisitId,
  ) {}

  /** The visit's id and the numbers of the next `count` events (created on first use). */
  reserve(count: number): { id: string; first: number } {
    const store = this.safeStorage();
    let visit: StoredVisit | null = null;
    try {
      visit = parse(store?.getItem(MEASUREMENT_VISIT_KEY) ?? null);
    } catch {
      visit = null;
    }
    visit ??= this.memory ?? { id: this.newId(), next: 0 };
    const first = visit.next;
    this.memory = { id: visit.id, next: first + count };
    try {
      store?.setItem(MEASUREMENT_VISIT_KEY, JSON.stringify(this.memory));
    } catch {
      // full or refused: the page keeps counting in memory
    }
    return { id: visit.id, first };
  }

  /** Consent withdrawn: nothing of the visit stays in the browser. */
  forget(): void {
    this.memory = null;
    try {
      this.safeStorage()?.removeItem(MEASUREMENT_VISIT_KEY);
    } catch {
      // nothing stored
    }
  }

  private safeStorage(): Storage | null {
    try {
      return this.storage();
    } catch {
      return null;
    }
  }
}
