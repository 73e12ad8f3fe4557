import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { JobPriority, JobStatus } from '@repair-shop/contracts';
import { WorkerEntity } from '../../workers/entities/worker.entity';

/** numeric columns arrive from pg as text; prices are handled as numbers. */
const priceTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

@Entity({ name: 'jobs' })
export class JobEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @Column({ name: 'worker_id', type: 'uuid' })
  workerId: string;

  @ManyToOne(() => WorkerEntity, { nullable: false })
  @JoinColumn({ name: 'worker_id' })
  worker?: WorkerEntity;

  @Column({ type: 'varchar' })
  status: JobStatus;

  @Column({ name: 'client_name', type: 'varchar' })
  clientName: string;

  @Column({ name: 'client_phone', type: 'varchar' })
  clientPhone: string;

  /** The phone's digits only: one client per number, however it was typed. */
  @Column({ name: 'client_phone_key', type: 'varchar' })
  clientPhoneKey: string;

  @Column({ name: 'device_model', type: 'varchar' })
  deviceModel: string;

  @Column({ name: 'device_imei', type: 'varchar' })
  deviceImei: string;

  @Column({ name: 'device_code', type: 'varchar' })
  deviceCode: string;

  @Column({ name: 'work_description', type: 'text' })
  workDescription: string;

  @Column({ name: 'estimated_price', type: 'numeric', precision: 10, scale: 2, nullable: true, transformer: priceTransformer })
  estimatedPrice: number | null;

  @Column({ type: 'varchar' })
  priority: JobPriority;

  /** Secret of the client's tracking link (256 random bits); never changes. */
  @Column({ name: 'tracking_token', type: 'varchar', update: false })
  trackingToken: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
