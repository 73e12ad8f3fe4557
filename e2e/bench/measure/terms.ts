import type { Client } from 'pg';

/** What a shop's dashboard calls are made with: words and numbers that exist in that shop. */
export interface ShopTerms {
  businessId: string;
  /** A phone of the shop in its national form, e.g. "049123456". */
  phoneKey: string | null;
  /** Eight digits from the middle of one of its IMEIs. */
  imeiDigits: string | null;
  /** The job with the longest history. */
  jobId: string | null;
}

export async function termsOf(
  db: Client,
  email: string,
  longHistoryJobId: string | null | undefined,
): Promise<ShopTerms> {
  const shop = await db.query<{ id: string }>(
    `SELECT b.id FROM businesses b JOIN users u ON u.id = b.owner_id WHERE u.email = $1`,
    [email],
  );
  const businessId = shop.rows[0]?.id;
  if (!businessId) throw new Error(`No business for ${email}: is the seed complete?`);
  // A Kosovo mobile number (so that "+383 49 …" is a form it is really written in), among the shop's recent clients.
  const phone = await db.query<{ phone_key: string }>(
    `SELECT phone_key FROM clients WHERE business_id = $1 AND phone_key ~ '^04[3-9][0-9]{6}$' ORDER BY last_job_at DESC LIMIT 1`,
    [businessId],
  );
  const latest = await db.query<{ device_imei: string }>(
    `SELECT device_imei FROM jobs WHERE business_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [businessId],
  );
  const imei = latest.rows[0]?.device_imei ?? null;
  return {
    businessId,
    phoneKey: phone.rows[0]?.phone_key ?? null,
    imeiDigits: imei ? imei.slice(4, 12) : null,
    jobId: await longestHistory(db, businessId, longHistoryJobId),
  };
}

/** The job the seed gave a long history, when it is this shop's; else the longest among its recent jobs. */
async function longestHistory(
  db: Client,
  businessId: string,
  seeded: string | null | undefined,
): Promise<string | null> {
  if (
    seeded &&
    (await db.query(`SELECT 1 FROM jobs WHERE id = $1 AND business_id = $2`, [seeded, businessId])).rowCount
  )
    return seeded;
  const { rows } = await db.query<{ id: string }>(
    `SELECT j.id FROM (SELECT id, created_at FROM jobs WHERE business_id = $1 ORDER BY created_at DESC LIMIT 200) AS j
      ORDER BY (SELECT COUNT(*) FROM job_events e WHERE e.job_id = j.id) DESC, j.created_at DESC
      LIMIT 1`,
    [businessId],
  );
  return rows[0]?.id ?? null;
}
