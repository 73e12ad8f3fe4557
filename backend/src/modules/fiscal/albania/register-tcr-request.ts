import { appendElement, requestDocument, serializeDocument } from './cis-xml';

/**
 * RegisterTCRRequest (Fiscalization Service - Technical, v07, 3.5.1): registers a cash register (TCR) in a
 * business unit once; the CIS answers its TCRCode. Registering the same TCRIntID and unit again returns the
 * same code, so a retried registration makes no second register.
 */
export interface TcrRegistration {
  uuid: string;
  sendDateTime: string;
  issuerNipt: string;
  businessUnitCode: string;
  /** The register's internal identification in Servisi (at most 50 characters). */
  internalId: string;
  softwareCode: string;
  maintainerCode: string;
  /** "YYYY-MM-DD"; not in the past (error 45). */
  validFrom?: string;
  validTo?: string;
  type?: 'REGULAR' | 'VENDING';
}

export function registerTcrRequestXml(registration: TcrRegistration): string {
  const { document, request } = requestDocument('RegisterTCRRequest');
  appendElement(request, 'Header', { UUID: registration.uuid, SendDateTime: registration.sendDateTime });
  appendElement(request, 'TCR', {
    IssuerNUIS: registration.issuerNipt,
    BusinUnitCode: registration.businessUnitCode,
    TCRIntID: registration.internalId,
    SoftCode: registration.softwareCode,
    MaintainerCode: registration.maintainerCode,
    ValidFrom: registration.validFrom,
    ValidTo: registration.validTo,
    Type: registration.type ?? 'REGULAR',
  });
  return serializeDocument(document);
}
