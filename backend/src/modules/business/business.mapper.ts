import type { BusinessResponse } from '@repair-shop/contracts';
import type { BusinessEntity } from './entities/business.entity';

export function toBusinessResponse(business: BusinessEntity): BusinessResponse {
  return {
    id: business.id,
    businessName: business.name,
    contactNumber: business.contactNumber,
    country: business.country,
    city: business.city,
    createdAt: business.createdAt.toISOString(),
    updatedAt: business.updatedAt.toISOString(),
    techniciansSeeOwnJobsOnly: business.techniciansSeeOwnJobsOnly,
    techniciansCanSell: business.techniciansCanSell,
    currency: business.currency,
    taxNumber: business.taxNumber,
    vatRate: business.vatRate === null ? null : Number(business.vatRate),
    intakeTerms: business.intakeTerms,
    warrantyDays: business.warrantyDays,
    uncollectedAfterDays: business.uncollectedAfterDays,
    idleAfterDays: business.idleAfterDays,
    trackingShowsReadyEstimate: business.trackingShowsReadyEstimate,
  };
}
