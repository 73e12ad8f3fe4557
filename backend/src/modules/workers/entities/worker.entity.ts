import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'workers' })
export class WorkerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @Column({ name: 'first_name', type: 'varchar' })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar' })
  lastName: string;

  @Column({ name: 'phone_number', type: 'varchar' })
  phoneNumber: string;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** False once the worker left the shop: kept for the history, offered for no new job. */
  @Column({ type: 'boolean', default: true })
  active: boolean;
}
