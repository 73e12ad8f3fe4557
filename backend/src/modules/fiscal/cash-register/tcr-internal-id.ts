/**
 * The register's internal identification in Servisi (TCRIntID, at most 50 characters): one register per
 * shop, named by the shop's id, so that a registration tried again (after a time-out, or from another
 * server) names the same register and the CIS answers the same code instead of making a second one.
 */
export const tcrInternalIdOf = (businessId: string): string => `servisi-${businessId}`;
