import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { FiscalCertificateMissingException } from '../fiscal.exceptions';
import { findSealedCertificate } from '../profile/fiscal-profiles.repository';
import { FiscalCertificateSealer } from './fiscal-certificate-sealer';
import type { SigningCredential } from '../albania/signing-credential';
import { openPkcs12 } from './pkcs12-reader';

/** Shops whose opened credential is kept; more than one server's busy tills at once. */
const CACHED_SHOPS = 200;

/**
 * The key and certificate a shop's fiscal documents are signed with, opened from its sealed .p12. An
 * injectable rather than a bare function since it needs the server's key; call it inside the transaction
 * that writes the document (pass its EntityManager). Opening a .p12 costs tens of milliseconds of
 * processor, every payment at the counter needs it, so the opened credential is kept in memory, under the
 * sealed certificate's IV: a certificate uploaded again (a new IV) is opened anew.
 */
@Injectable()
export class FiscalSigningCredentials {
  private readonly opened = new Map<string, SigningCredential>();

  constructor(private readonly sealer: FiscalCertificateSealer) {}

  /** Throws FiscalCertificateMissingException when none is stored or it no longer opens. */
  async signingCredentialsOf(manager: EntityManager, businessId: string): Promise<SigningCredential> {
    const sealed = await findSealedCertificate(manager, businessId);
    if (!sealed) throw new FiscalCertificateMissingException();
    const key = `${businessId}:${Buffer.from(sealed.certificate.iv).toString('hex')}`;
    const cached = this.opened.get(key);
    if (cached) return cached;
    const file = this.sealer.open(businessId, sealed);
    if (!file) throw new FiscalCertificateMissingException();
    const credential = openPkcs12(file.file, file.password).credentials;
    for (const other of this.opened.keys()) if (other.startsWith(`${businessId}:`)) this.opened.delete(other);
    if (this.opened.size >= CACHED_SHOPS) this.opened.delete(this.opened.keys().next().value as string);
    this.opened.set(key, credential);
    return credential;
  }
}
