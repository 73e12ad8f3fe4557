// The fiscal module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { FiscalModule } from './fiscal.module';
export { FiscalSigningCredentials } from './certificate/signing-credentials';
export type { SigningCredential } from './albania/signing-credential';
export { FiscalCertificateMissingException } from './fiscal.exceptions';
export { FiscalDocumentIssuer, type FiscalLine, type FiscalPayment } from './documents/fiscal-document-issuer';
export type { FiscalSale } from './documents/fiscal-sale';
export { FiscalDocumentsService } from './documents/fiscal-documents.service';
export type { PrintedDocumentsOf } from './documents/fiscal-documents.repository';
export { settleUnsignedOfTill, type UnsignedCouponsChoice } from './tills/fiscal-till-removal';
export { UnsignedCouponsQueryDto, unsignedCouponsChoice } from './tills/dto/unsigned-coupons-query.dto';
export { TILL_CHANNEL } from './tills/fiscal-tills.repository';
