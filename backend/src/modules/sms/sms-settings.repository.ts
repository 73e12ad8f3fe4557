import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type DataSource, type EntityManager } from 'typeorm';
import { preparedQuery } from '../../database/prepared-queries';
import { SmsSettingsEntity } from './entities/sms-settings.entity';
import type { MessagingShop } from './job-messages';

/**
 * The shop's name, country, currency, SMS switch and templates, in one read (inside a transaction, pass
 * its EntityManager). A function of its own for the writers of the job aggregate that call it directly.
 */
export async function messagingShop(db: DataSource | EntityManager, businessId: string): Promise<MessagingShop> {
  const [shop] = await preparedQuery<MessagingShop>(
    db,
    `SELECT b.name, b.country, b.currency, COALESCE(s.enabled, false) AS "smsEnabled", COALESCE(s.templates, '{}'::jsonb) AS templates
       FROM businesses b LEFT JOIN sms_settings s ON s.business_id = b.id
      WHERE b.id = $1`,
    [businessId],
  );
  if (!shop) throw new Error(`business ${businessId} not found`);
  return shop;
}

/** sms_settings: a shop's SMS switch and templates; a shop without a row has SMS off and the defaults. */
@Injectable()
export class SmsSettingsRepository {
  constructor(@InjectRepository(SmsSettingsEntity) private readonly settings: Repository<SmsSettingsEntity>) {}

  find(businessId: string): Promise<SmsSettingsEntity | null> {
    return this.settings.findOneBy({ businessId });
  }

  /** Writes the shop's settings, whether or not it had saved any yet. */
  async save(settings: SmsSettingsEntity): Promise<void> {
    await this.settings.upsert(settings, ['businessId']);
  }
}
