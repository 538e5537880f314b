import type { Database } from '../db/queryable.js';

/** A demo as made: what was read, what is said, and the plan it was made for. */
export interface DemoRecord {
  id: string;
  website: string;
  finalUrl: string | null;
  source: 'website' | 'domain';
  companyName: string;
  companyDescription: string;
  greetingText: string;
  messageText: string;
  greetingSeconds: number;
  messageSeconds: number;
  productId: string;
  planName: string;
  /** Industry slug, or null (#34: what the call knows). */
  sector: string | null;
  /** ISO country whose Spanish is spoken; null for demos made before #34 (Spain). */
  country: string | null;
  services: string[];
  openingHours: string | null;
  address: string | null;
  phone: string | null;
}

interface DemoRow {
  id: string;
  website: string;
  final_url: string | null;
  source: 'website' | 'domain';
  company_name: string;
  company_description: string;
  greeting_text: string;
  message_text: string;
  greeting_seconds: number;
  message_seconds: number;
  product_id: string;
  plan_name: string;
  company_sector: string | null;
  country: string | null;
  services: unknown;
  opening_hours: string | null;
  address: string | null;
  phone: string | null;
}

/** A jsonb array of strings as the driver gives it (parsed, or text on some drivers); anything else is none. */
function stringList(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** The `demos` table; plain PostgreSQL, so PGlite and a real server behave alike. */
export class DemoStore {
  constructor(private readonly db: Database) {}

  async insert(demo: DemoRecord): Promise<void> {
    await this.db.query(
      `INSERT INTO demos (id, website, final_url, source, company_name, company_description, greeting_text, message_text,
         greeting_seconds, message_seconds, product_id, plan_name, company_sector, country, services, opening_hours, address, phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18)`,
      [
        demo.id,
        demo.website,
        demo.finalUrl,
        demo.source,
        demo.companyName,
        demo.companyDescription,
        demo.greetingText,
        demo.messageText,
        demo.greetingSeconds,
        demo.messageSeconds,
        demo.productId,
        demo.planName,
        demo.sector,
        demo.country,
        JSON.stringify(demo.services),
        demo.openingHours,
        demo.address,
        demo.phone,
      ],
    );
  }

  /** A demo by id; null if there is none. Other features read it through their own `DemoLookup`. */
  async getDemo(id: string): Promise<DemoRecord | null> {
    const [row] = await this.db.query<DemoRow>('SELECT * FROM demos WHERE id = $1', [id]);
    if (!row) return null;
    return {
      id: row.id,
      website: row.website,
      finalUrl: row.final_url,
      source: row.source,
      companyName: row.company_name,
      companyDescription: row.company_description,
      greetingText: row.greeting_text,
      messageText: row.message_text,
      greetingSeconds: Number(row.greeting_seconds),
      messageSeconds: Number(row.message_seconds),
      productId: row.product_id,
      planName: row.plan_name,
      sector: row.company_sector,
      country: row.country,
      services: stringList(row.services),
      openingHours: row.opening_hours,
      address: row.address,
      phone: row.phone,
    };
  }
}
