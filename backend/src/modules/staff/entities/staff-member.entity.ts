import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { InvitableRole } from '@repair-shop/contracts';

/** A staff account's place in a shop: which worker it is, and its role. */
@Entity({ name: 'staff_members' })
export class StaffMemberEntity {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @Column({ name: 'worker_id', type: 'uuid' })
  workerId: string;

  @Column({ type: 'varchar' })
  role: InvitableRole;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
