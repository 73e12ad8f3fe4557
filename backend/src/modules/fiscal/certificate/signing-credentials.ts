import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FiscalCertificateMissingException } from '../fiscal.exceptions';
import { findSealedCertificate } from '../profile/fiscal-profiles.repository';
import { FiscalCertificateSealer } from './fiscal-certificate-sealer';
import type { SigningCredential } from '../albania/signing-credential';
import { openPkcs12 } from './pkcs12-reader';

/**
 * The key and certificate a shop's fiscal documents are signed with, opened from its sealed .p12. An
 * injectable rather than a bare function since it needs the server's key; call it inside the transaction
 * that writes the document (pass its EntityManager).
 */
@Injectable()
export class FiscalSigningCredentials {
  constructor(private readonly sealer: FiscalCertificateSealer) {}

  /** Throws FiscalCertificateMissingException when none is stored or it no longer opens. */
  async signingCredentialsOf(manager: EntityManager, businessId: string): Promise<SigningCredential> {
    const sealed = await findSealedCertificate(manager, businessId);
    const opened = sealed && this.sealer.open(businessId, sealed);
    if (!opened) throw new FiscalCertificateMissingException();
    return openPkcs12(opened.file, opened.password).credentials;
  }
}
