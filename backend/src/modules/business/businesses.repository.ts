import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type DataSource, type EntityManager } from 'typeorm';
import type { Currency } from '@repair-shop/contracts';
import { preparedQuery } from '../../database/prepared-queries';
import { BusinessEntity } from './entities/business.entity';

/**
 * The currency a shop keeps its books in. A function of its own beside the repository, for the job
 * aggregate's writers that read it inside their transaction (pass its EntityManager) without injecting it.
 */
export async function shopCurrency(db: DataSource | EntityManager, businessId: string): Promise<Currency> {
  const [shop] = await preparedQuery<{ currency: Currency }>(db, `SELECT currency FROM businesses WHERE id = $1`, [
    businessId,
  ]);
  if (!shop) throw new Error(`business ${businessId} not found`);
  return shop.currency;
}

/** What a shop's invoices say of it: its name and city, its currency, and its VAT rate ("20.00"; null: outside VAT). */
export interface ShopInvoiceFacts {
  name: string;
  city: string;
  currency: Currency;
  vatRate: string | null;
}

/** A shop's invoice facts, inside the caller's transaction like shopCurrency. */
export async function shopInvoiceFacts(db: DataSource | EntityManager, businessId: string): Promise<ShopInvoiceFacts> {
  const [shop] = await preparedQuery<ShopInvoiceFacts>(
    db,
    `SELECT name, city, currency, vat_rate AS "vatRate" FROM businesses WHERE id = $1`,
    [businessId],
  );
  if (!shop) throw new Error(`business ${businessId} not found`);
  return shop;
}

/** The businesses table: one shop per owner, with its settings. */
@Injectable()
export class BusinessesRepository {
  constructor(@InjectRepository(BusinessEntity) private readonly businesses: Repository<BusinessEntity>) {}

  ownerHasOne(ownerId: string): Promise<boolean> {
    return this.businesses.existsBy({ ownerId });
  }

  /** Inserts the shop and answers it with its id; a second shop of one owner raises the unique violation. */
  async insert(fields: Omit<BusinessEntity, 'id'>): Promise<BusinessEntity> {
    const business = this.businesses.create(fields);
    await this.businesses.insert(business);
    return business;
  }

  findById(id: string): Promise<BusinessEntity | null> {
    return this.businesses.findOneBy({ id });
  }

  async save(business: BusinessEntity): Promise<void> {
    await this.businesses.save(business);
  }

  currency(businessId: string): Promise<Currency> {
    return shopCurrency(this.businesses.manager, businessId);
  }
}
