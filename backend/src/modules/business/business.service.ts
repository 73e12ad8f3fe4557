import { Injectable } from '@nestjs/common';
import {
  ATTENTION_DAYS_DEFAULT,
  COUNTRY_CURRENCY,
  WARRANTY_DAYS_DEFAULT,
  type BusinessResponse,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { CITIES_BY_COUNTRY } from './cities/cities.data';
import type { BusinessDto, BusinessUpdateDto } from './dto/business.dto';
import { requireBusinessId } from './business-scope';
import type { BusinessEntity } from './entities/business.entity';
import { BusinessesRepository } from './businesses.repository';
import {
  BusinessAlreadyRegisteredException,
  BusinessNotFoundException,
  businessNotRegistered,
  CityNotInCountryException,
} from './business.exceptions';
import { toBusinessResponse } from './business.mapper';
import { isUniqueViolation } from '../../database/unique-violation';

@Injectable()
export class BusinessService {
  constructor(
    private readonly businesses: BusinessesRepository,
    private readonly clock: Clock,
  ) {}

  async register(ownerId: string, dto: BusinessDto): Promise<BusinessResponse> {
    this.assertCityInCountry(dto);
    if (await this.businesses.ownerHasOne(ownerId)) throw new BusinessAlreadyRegisteredException();
    const now = this.clock.now();
    const business = await this.businesses
      .insert({
        ownerId,
        name: dto.businessName,
        contactNumber: dto.contactNumber,
        country: dto.country,
        city: dto.city,
        createdAt: now,
        updatedAt: now,
        techniciansSeeOwnJobsOnly: false,
        techniciansCanSell: false,
        currency: COUNTRY_CURRENCY[dto.country],
        taxNumber: null,
        vatRate: null,
        intakeTerms: null,
        warrantyDays: WARRANTY_DAYS_DEFAULT,
        uncollectedAfterDays: ATTENTION_DAYS_DEFAULT,
        idleAfterDays: ATTENTION_DAYS_DEFAULT,
        trackingShowsReadyEstimate: true,
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? new BusinessAlreadyRegisteredException() : error;
      });
    return toBusinessResponse(business);
  }

  /** The caller's shop (an owner's own, or the one a staff account works in). */
  async update(shopId: string | null, dto: BusinessUpdateDto): Promise<BusinessResponse> {
    this.assertCityInCountry(dto);
    const business = await this.findShop(shopId);
    Object.assign(business, {
      name: dto.businessName,
      contactNumber: dto.contactNumber,
      country: dto.country,
      city: dto.city,
      updatedAt: this.clock.now(),
      ...(dto.techniciansSeeOwnJobsOnly === undefined
        ? {}
        : { techniciansSeeOwnJobsOnly: dto.techniciansSeeOwnJobsOnly }),
      ...(dto.techniciansCanSell === undefined ? {} : { techniciansCanSell: dto.techniciansCanSell }),
      ...(dto.currency === undefined ? {} : { currency: dto.currency }),
      ...(dto.taxNumber === undefined ? {} : { taxNumber: dto.taxNumber || null }),
      ...(dto.vatRate === undefined ? {} : { vatRate: dto.vatRate === null ? null : dto.vatRate.toFixed(2) }),
      ...(dto.intakeTerms === undefined ? {} : { intakeTerms: dto.intakeTerms || null }),
      ...(dto.warrantyDays === undefined ? {} : { warrantyDays: dto.warrantyDays }),
      ...(dto.uncollectedAfterDays === undefined ? {} : { uncollectedAfterDays: dto.uncollectedAfterDays }),
      ...(dto.idleAfterDays === undefined ? {} : { idleAfterDays: dto.idleAfterDays }),
      ...(dto.trackingShowsReadyEstimate === undefined
        ? {}
        : { trackingShowsReadyEstimate: dto.trackingShowsReadyEstimate }),
    });
    await this.businesses.save(business);
    return toBusinessResponse(business);
  }

  async get(shopId: string | null): Promise<BusinessResponse> {
    return toBusinessResponse(await this.findShop(shopId));
  }

  private async findShop(shopId: string | null): Promise<BusinessEntity> {
    const business = await this.businesses.findById(requireBusinessId(shopId, businessNotRegistered));
    if (!business) throw new BusinessNotFoundException();
    return business;
  }

  private assertCityInCountry(dto: BusinessDto): void {
    if (!CITIES_BY_COUNTRY[dto.country].includes(dto.city)) throw new CityNotInCountryException();
  }
}
