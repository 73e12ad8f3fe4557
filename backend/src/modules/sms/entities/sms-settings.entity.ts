import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { JobStatus } from '@repair-shop/contracts';

/** A shop's SMS choices; a shop without a row has SMS off and the default templates. */
@Entity({ name: 'sms_settings' })
export class SmsSettingsEntity {
  @PrimaryColumn({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @Column({ type: 'boolean' })
  enabled: boolean;

  @Column({ type: 'jsonb' })
  templates: Record<JobStatus, string>;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
