import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { JOB_STATUSES, type SmsSettingsResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { businessNotRegistered } from '../business/business.exceptions';
import { requireBusinessId } from '../business/business-scope';
import type { SmsSettingsDto } from './dto/sms-settings.dto';
import { SmsSettingsEntity } from './entities/sms-settings.entity';
import { SmsProvider } from './providers/sms-provider';
import { toSmsSettingsResponse } from './sms-settings.mapper';

/** The shop's SMS switch and its template per status, for an estimate and for a reminder. */
@Injectable()
export class SmsSettingsService {
  constructor(
    @InjectRepository(SmsSettingsEntity) private readonly settings: Repository<SmsSettingsEntity>,
    private readonly provider: SmsProvider,
    private readonly clock: Clock,
  ) {}

  async get(shopId: string | null): Promise<SmsSettingsResponse> {
    const businessId = requireBusinessId(shopId, businessNotRegistered);
    return toSmsSettingsResponse(await this.settings.findOneBy({ businessId }), this.provider.reachesPhones);
  }

  async save(shopId: string | null, dto: SmsSettingsDto): Promise<SmsSettingsResponse> {
    const businessId = requireBusinessId(shopId, businessNotRegistered);
    // Copied key by key: the DTO instance is a class, and jsonb should hold a plain object.
    const templates: SmsSettingsEntity['templates'] = Object.fromEntries(JOB_STATUSES.map((status) => [status, dto.templates[status]]));
    // A request from before estimates (or reminders) has no such text: the one saved (or the default) stays.
    const kept = dto.templates.estimate === undefined || dto.templates.reminder === undefined ? (await this.settings.findOneBy({ businessId }))?.templates : undefined;
    for (const kind of ['estimate', 'reminder'] as const) {
      const template = dto.templates[kind] ?? kept?.[kind];
      if (template !== undefined) templates[kind] = template;
    }
    const entity = this.settings.create({ businessId, enabled: dto.enabled, templates, updatedAt: this.clock.now() });
    await this.settings.upsert(entity, ['businessId']);
    return toSmsSettingsResponse(entity, this.provider.reachesPhones);
  }
}
