import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { JobHistoryType, JobStatus } from '@repair-shop/contracts';

/** One line of a job's history (a status change, a message, an edit, an SMS), kept in the order they happened. */
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

  /** The account that wrote the entry; null (with its name) for what the system did by itself. */
  @Column({ name: 'author_id', type: 'uuid', nullable: true })
  authorId: string | null;

  @Column({ name: 'author_name', type: 'varchar', nullable: true })
  authorName: string | null;
}
