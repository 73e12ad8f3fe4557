import { Injectable } from '@nestjs/common';
import { SMS_MESSAGE_KINDS, type SmsSettingsResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { businessNotRegistered, requireBusinessId } from '../business';
import type { SmsSettingsDto } from './dto/sms-settings.dto';
import type { SmsSettingsEntity } from './entities/sms-settings.entity';
import { SmsProvider } from './providers/sms-provider';
import { toSmsSettingsResponse } from './sms-settings.mapper';
import { SmsSettingsRepository } from './sms-settings.repository';

/** The shop's SMS switch and its template per status, for an estimate and for a reminder. */
@Injectable()
export class SmsSettingsService {
  constructor(
    private readonly settings: SmsSettingsRepository,
    private readonly provider: SmsProvider,
    private readonly clock: Clock,
  ) {}

  async get(shopId: string | null): Promise<SmsSettingsResponse> {
    const businessId = requireBusinessId(shopId, businessNotRegistered);
    return toSmsSettingsResponse(await this.settings.find(businessId), this.provider.reachesPhones);
  }

  async save(shopId: string | null, dto: SmsSettingsDto): Promise<SmsSettingsResponse> {
    const businessId = requireBusinessId(shopId, businessNotRegistered);
    // Copied key by key: the DTO instance is a class, and jsonb should hold a plain object.
    // A request from before estimates, reminders or cancellations lacks their texts: the ones saved (or the defaults) stay.
    const saved = (await this.settings.find(businessId))?.templates;
    const templates: SmsSettingsEntity['templates'] = {};
    for (const kind of SMS_MESSAGE_KINDS) {
      const text = dto.templates[kind] ?? saved?.[kind];
      if (text !== undefined) templates[kind] = text;
    }
    const entity: SmsSettingsEntity = { businessId, enabled: dto.enabled, templates, updatedAt: this.clock.now() };
    await this.settings.save(entity);
    return toSmsSettingsResponse(entity, this.provider.reachesPhones);
  }
}
