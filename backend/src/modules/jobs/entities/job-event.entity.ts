import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { JobHistoryType, JobStatus } from '@repair-shop/contracts';

/** One line of a job's history: a status change or a message, kept in the order they happened. */
@Entity({ name: 'job_events' })
export class JobEventEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Insertion order; two events in the same millisecond still keep their order. */
  @Column({ type: 'bigint', insert: false, update: false })
  seq: string;

  @Column({ name: 'job_id', type: 'uuid' })
  jobId: string;

  @Column({ type: 'varchar' })
  type: JobHistoryType;

  /** The status the job moved to, for a status event. */
  @Column({ type: 'varchar', nullable: true })
  status: JobStatus | null;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
