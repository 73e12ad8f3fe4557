import { Module } from '@nestjs/common';
import { FiscalCertificateController } from './certificate/fiscal-certificate.controller';
import { FiscalCertificateSealer } from './certificate/fiscal-certificate-sealer';
import { FiscalCertificateService } from './certificate/fiscal-certificate.service';
import { FiscalSigningCredentials } from './certificate/signing-credentials';
import { FiscalProfileController } from './profile/fiscal-profile.controller';
import { FiscalProfileService } from './profile/fiscal-profile.service';

/** Fiscal receipts (issue 25): the shop's fiscal profile and certificate; the countries' protocols beside them. */
@Module({
  controllers: [FiscalProfileController, FiscalCertificateController],
  providers: [FiscalProfileService, FiscalCertificateService, FiscalCertificateSealer, FiscalSigningCredentials],
  exports: [FiscalSigningCredentials],
})
export class FiscalModule {}
