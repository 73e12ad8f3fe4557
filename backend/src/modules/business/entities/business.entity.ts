import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Country, Currency } from '@repair-shop/contracts';

/** A shop; each owner (user) has at most one, and every worker and job belongs to one. */
@Entity({ name: 'businesses' })
export class BusinessEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId: string;

  @Column({ type: 'varchar' })
  name: string;

  @Column({ name: 'contact_number', type: 'varchar' })
  contactNumber: string;

  @Column({ type: 'varchar' })
  country: Country;

  @Column({ type: 'varchar' })
  city: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  @Column({ name: 'technicians_own_jobs_only', type: 'boolean', default: false })
  techniciansSeeOwnJobsOnly: boolean;

  @Column({ name: 'technicians_can_sell', type: 'boolean', default: false })
  techniciansCanSell: boolean;

  @Column({ type: 'varchar', length: 3 })
  currency: Currency;

  @Column({ name: 'tax_number', type: 'varchar', length: 20, nullable: true })
  taxNumber: string | null;

  /** Percent, as pg's exact text ("18.00"); null: no VAT. */
  @Column({ name: 'vat_rate', type: 'numeric', precision: 4, scale: 2, nullable: true })
  vatRate: string | null;

  /** The terms a client signs under when leaving a device; null: none set. */
  @Column({ name: 'intake_terms', type: 'text', nullable: true })
  intakeTerms: string | null;

  /** Days of warranty a job gets when it is added (it can be changed on the job). */
  @Column({ name: 'warranty_days', type: 'integer' })
  warrantyDays: number;

  /** A job "Gati" and not collected for this many days needs attention. */
  @Column({ name: 'uncollected_after_days', type: 'integer' })
  uncollectedAfterDays: number;

  /** A job "Në proces" with no history line for this many days needs attention. */
  @Column({ name: 'idle_after_days', type: 'integer' })
  idleAfterDays: number;

  /** The client's tracking page shows when the repair is expected ready (as predicted at intake). */
  @Column({ name: 'tracking_shows_ready_estimate', type: 'boolean' })
  trackingShowsReadyEstimate: boolean;
}
