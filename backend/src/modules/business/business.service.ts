import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import type { BusinessResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { CITIES_BY_COUNTRY } from './cities/cities.data';
import type { BusinessDto } from './dto/business.dto';
import { BusinessEntity } from './entities/business.entity';
import {
  BusinessAlreadyRegisteredException,
  BusinessNotFoundException,
  CityNotInCountryException,
} from './business.exceptions';
import { toBusinessResponse } from './business.mapper';

@Injectable()
export class BusinessService {
  constructor(
    @InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>,
    private readonly clock: Clock,
  ) {}

  async register(ownerId: string, dto: BusinessDto): Promise<BusinessResponse> {
    this.assertCityInCountry(dto);
    if (await this.businesses.existsBy({ ownerId })) throw new BusinessAlreadyRegisteredException();
    const now = this.clock.now();
    const business = this.businesses.create({
      ownerId,
      name: dto.businessName,
      contactNumber: dto.contactNumber,
      country: dto.country,
      city: dto.city,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await this.businesses.insert(business);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new BusinessAlreadyRegisteredException();
      }
      throw error;
    }
    return toBusinessResponse(business);
  }

  async update(ownerId: string, dto: BusinessDto): Promise<BusinessResponse> {
    this.assertCityInCountry(dto);
    const business = await this.businesses.findOneBy({ ownerId });
    if (!business) throw new BusinessNotFoundException();
    Object.assign(business, {
      name: dto.businessName,
      contactNumber: dto.contactNumber,
      country: dto.country,
      city: dto.city,
      updatedAt: this.clock.now(),
    });
    await this.businesses.save(business);
    return toBusinessResponse(business);
  }

  async get(ownerId: string): Promise<BusinessResponse> {
    const business = await this.businesses.findOneBy({ ownerId });
    if (!business) throw new BusinessNotFoundException();
    return toBusinessResponse(business);
  }

  private assertCityInCountry(dto: BusinessDto): void {
    if (!CITIES_BY_COUNTRY[dto.country].includes(dto.city)) throw new CityNotInCountryException();
  }
}
