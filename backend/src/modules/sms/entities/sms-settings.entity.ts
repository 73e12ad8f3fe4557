import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { SmsMessageKind } from '@repair-shop/contracts';

/** A shop's SMS choices; a shop without a row has SMS off and the default templates. */
@Entity({ name: 'sms_settings' })
export class SmsSettingsEntity {
  @PrimaryColumn({ name: 'business_id', type: 'uuid' })
  businessId: string;

  @Column({ type: 'boolean' })
  enabled: boolean;

  @Column({ type: 'jsonb' })
  /** Settings saved before estimates (or reminders) existed have no such text: the default stands in. */
  templates: Partial<Record<SmsMessageKind, string>>;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
