import { Module } from '@nestjs/common';
import { CashDepositsController } from './cash-register/cash-deposits.controller';
import { CashDepositsService } from './cash-register/cash-deposits.service';
import { TcrRegistrar } from './cash-register/tcr-registrar';
import { FiscalCertificateController } from './certificate/fiscal-certificate.controller';
import { FiscalCertificateSealer } from './certificate/fiscal-certificate-sealer';
import { FiscalCertificateService } from './certificate/fiscal-certificate.service';
import { FiscalSigningCredentials } from './certificate/signing-credentials';
import { FiscalDocumentIssuer } from './documents/fiscal-document-issuer';
import { FiscalDocumentSender } from './documents/fiscal-document-sender.service';
import { FiscalDocumentsController } from './documents/fiscal-documents.controller';
import { FiscalDocumentsService } from './documents/fiscal-documents.service';
import { FiscalProfileController } from './profile/fiscal-profile.controller';
import { FiscalProfileService } from './profile/fiscal-profile.service';
import { FiscalTillCouponsService } from './tills/fiscal-till-coupons.service';
import { FiscalTillsController } from './tills/fiscal-tills.controller';
import { FiscalTillsService } from './tills/fiscal-tills.service';
import { PaymentTillsController } from './tills/payment-tills.controller';
import { StationFiscalController } from './tills/station-fiscal.controller';

/**
 * Fiscal receipts (issue 25): the shop's fiscal profile and certificate, the fiscal documents of its
 * payments and their sending to the tax office; Albania's cash register (its registration, its cash deposits); the countries' protocols beside them.
 */
@Module({
  controllers: [
    FiscalProfileController,
    FiscalCertificateController,
    FiscalDocumentsController,
    CashDepositsController,
    FiscalTillsController,
    PaymentTillsController,
    StationFiscalController,
  ],
  providers: [
    FiscalProfileService,
    FiscalCertificateService,
    FiscalCertificateSealer,
    FiscalSigningCredentials,
    FiscalDocumentIssuer,
    FiscalDocumentSender,
    FiscalDocumentsService,
    TcrRegistrar,
    CashDepositsService,
    FiscalTillsService,
    FiscalTillCouponsService,
  ],
  exports: [FiscalSigningCredentials, FiscalDocumentIssuer, FiscalDocumentsService],
})
export class FiscalModule {}
