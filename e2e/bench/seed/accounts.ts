import type { Client } from 'pg';
import type { LoginResponse } from '@repair-shop/contracts';
import { jsonCall } from '../measure/http';
import { BENCH_PASSWORD, CLIENT_POOL_PER_JOB, MEASURED, type MeasuredShop, type ShopPlan } from './plan';
import { CITIES, FIRST_NAMES, LAST_NAMES, PHONE_PLANS } from './vocabulary';

const OWNER_NAMES: Record<MeasuredShop, [string, string, string]> = {
  big: ['Qëndrim', 'Çeku', 'Servisi Qëndrim — Prishtinë'],
  small: ['Dëshira', 'Gashi', 'Dëshira Mobile'],
  load: ['Gëzim', 'Hoxha', 'Gëzim Phone Service'],
};

/**
 * The measured owners sign up as a person would, through the API (register, log in, register the
 * business, add workers), so that their passwords and everything the API writes are real.
 */
export async function registerMeasuredOwners(server: string): Promise<void> {
  for (const shop of Object.keys(MEASURED) as MeasuredShop[]) {
    const { email, workers } = MEASURED[shop];
    const [firstName, lastName, businessName] = OWNER_NAMES[shop];
    await jsonCall(server, 'POST', '/api/register', undefined, {
      firstName,
      lastName,
      email,
      password: BENCH_PASSWORD,
    });
    const { access_token: token } = await jsonCall<LoginResponse>(server, 'POST', '/api/login', undefined, {
      email,
      password: BENCH_PASSWORD,
    });
    await jsonCall(server, 'POST', '/api/business/register', token, {
      businessName,
      contactNumber: '044 123 456',
      country: 'kosovo',
      city: 'Prishtinë',
    });
    for (let index = 0; index < workers; index++) {
      const body = {
        firstName: FIRST_NAMES[(index * 17 + 3) % FIRST_NAMES.length],
        lastName: LAST_NAMES[(index * 29 + 5) % LAST_NAMES.length],
        phoneNumber: `049 ${String(100 + index * 37).padStart(3, '0')} ${String(200 + index * 53).padStart(3, '0')}`,
      };
      await jsonCall(server, 'POST', '/api/workers', token, body);
    }
  }
}

/**
 * The other owners, their businesses and 3–8 workers each, inserted in bulk; they share the big
 * owner's password hash (nobody logs in as them). Then `bench_shops` lists every shop with what the
 * job generator needs: its size, its phone plan, its workers.
 */
export async function insertOtherShops(db: Client, plans: ShopPlan[]): Promise<void> {
  const others = plans.filter((plan) => plan.n > 3);
  const column = <T>(pick: (plan: ShopPlan) => T): T[] => others.map(pick);
  const cities = column((plan) => CITIES[plan.country][plan.n % CITIES[plan.country].length]);
  const contacts = column((plan) => {
    const phone = PHONE_PLANS[plan.country];
    return `${phone.prefixes[plan.n % phone.prefixes.length]} ${String(plan.n).padStart(phone.digits, '0')}`;
  });
  await db.query(
    `WITH plan AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[]) AS p(n, country, city, contact)
     ), owners AS (
       INSERT INTO users (first_name, last_name, email, password_hash, has_seen_welcome, trial_expires_at, created_at)
       SELECT ($5::text[])[1 + (plan.n * 37) % cardinality($5::text[])], ($6::text[])[1 + (plan.n * 53) % cardinality($6::text[])],
              format('bench-owner-%s@servisi.test', lpad(plan.n::text, 4, '0')),
              (SELECT password_hash FROM users WHERE email = $7), true, now() + interval '1 year',
              now() - interval '3 years' - make_interval(days => plan.n % 300)
         FROM plan
       RETURNING id, email
     )
     INSERT INTO businesses (owner_id, name, contact_number, country, city, created_at, updated_at)
     SELECT owners.id, format('Servisi %s %s', plan.city, plan.n), plan.contact, plan.country, plan.city,
            now() - interval '3 years', now() - interval '3 years'
       FROM owners JOIN plan ON owners.email = format('bench-owner-%s@servisi.test', lpad(plan.n::text, 4, '0'))`,
    [
      column((plan) => plan.n),
      column((plan) => plan.country),
      cities,
      contacts,
      FIRST_NAMES,
      LAST_NAMES,
      MEASURED.big.email,
    ],
  );

  await db.query(`
    CREATE TABLE bench_shops (
      n integer PRIMARY KEY,
      business_id uuid NOT NULL,
      jobs integer NOT NULL,
      pool integer NOT NULL,
      code text NOT NULL,
      prefixes text[] NOT NULL,
      digits integer NOT NULL,
      workers uuid[]
    )`);
  const emailOf = (plan: ShopPlan): string =>
    plan.n === 1
      ? MEASURED.big.email
      : plan.n === 2
        ? MEASURED.small.email
        : plan.n === 3
          ? MEASURED.load.email
          : `bench-owner-${String(plan.n).padStart(4, '0')}@servisi.test`;
  await db.query(
    `INSERT INTO bench_shops (n, business_id, jobs, pool, code, prefixes, digits)
     SELECT p.n, b.id, p.jobs, greatest(1, ceil(p.jobs * $5::float8))::int, p.code, string_to_array(p.prefixes, ','), p.digits
       FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $6::text[], $7::int[]) AS p(n, email, jobs, code, prefixes, digits)
       JOIN users u ON u.email = p.email
       JOIN businesses b ON b.owner_id = u.id`,
    [
      plans.map((plan) => plan.n),
      plans.map(emailOf),
      plans.map((plan) => plan.jobs),
      plans.map((plan) => PHONE_PLANS[plan.country].code),
      CLIENT_POOL_PER_JOB,
      plans.map((plan) => PHONE_PLANS[plan.country].prefixes.join(',')),
      plans.map((plan) => PHONE_PLANS[plan.country].digits),
    ],
  );

  await db.query(
    `INSERT INTO workers (business_id, first_name, last_name, phone_number, created_at)
     SELECT s.business_id, ($2::text[])[1 + (s.n * 7 + w) % cardinality($2::text[])], ($3::text[])[1 + (s.n * 11 + w * 13) % cardinality($3::text[])],
            s.prefixes[1] || ' ' || lpad(((s.n * 7 + w) % 1000)::text, 3, '0') || ' ' || lpad(((s.n * 13 + w) % 1000)::text, 3, '0'),
            now() - interval '3 years' + make_interval(days => w * 30)
       FROM bench_shops s
       JOIN unnest($1::int[], $4::int[]) AS p(n, workers) ON p.n = s.n,
            generate_series(1, p.workers) AS w
      WHERE s.n > 3`,
    [column((plan) => plan.n), FIRST_NAMES, LAST_NAMES, column((plan) => plan.workers)],
  );
  await db.query(`
    UPDATE bench_shops s SET workers = w.ids
      FROM (SELECT business_id, array_agg(id ORDER BY created_at, id) AS ids FROM workers GROUP BY business_id) AS w
     WHERE w.business_id = s.business_id`);
}
