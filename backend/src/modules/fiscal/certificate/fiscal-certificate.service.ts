import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { FiscalCertificateResponse } from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import { BusinessNotFoundException, businessNotRegistered, requireBusinessId } from '../../business';
import {
  FiscalCertificateNiptMismatchException,
  FiscalCertificateNotValidNowException,
  FiscalCertificatePasswordWrongException,
  FiscalCertificateUnreadableException,
  FiscalCertificateWithoutKeyException,
  FiscalProfileNotAlbanianException,
} from '../fiscal.exceptions';
import { TcrRegistrar } from '../cash-register/tcr-registrar';
import { certificateFactsOf, toFiscalProfileResponse } from '../profile/fiscal-profile.mapper';
import { findFiscalProfile, lockShop, saveCertificate } from '../profile/fiscal-profiles.repository';
import type { CertificateUpload } from './certificate-upload';
import { FiscalCertificateSealer } from './fiscal-certificate-sealer';
import { openPkcs12, Pkcs12Problem, type OpenedPkcs12 } from './pkcs12-reader';

/** The Albanian shop's e-certificate: checked, sealed and kept; only its facts are ever answered. */
@Injectable()
export class FiscalCertificateService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sealer: FiscalCertificateSealer,
    private readonly clock: Clock,
    private readonly registrar: TcrRegistrar,
  ) {}

  /** Stores the certificate, then registers the shop's register with the CIS if it has no code yet. */
  async upload(shopId: string | null, upload: CertificateUpload): Promise<FiscalCertificateResponse> {
    const businessId = requireBusinessId(shopId, businessNotRegistered);
    // Opened before the transaction: the key's decryption takes a while and needs no lock.
    const { facts } = open(upload);
    const now = this.clock.now();
    if (facts.validTo.getTime() < now.getTime()) throw new FiscalCertificateNotValidNowException(true, facts.validTo);
    if (facts.validFrom.getTime() > now.getTime())
      throw new FiscalCertificateNotValidNowException(false, facts.validFrom);
    const sealed = this.sealer.seal(businessId, upload.file, upload.password);
    const saved = await this.dataSource.transaction(async (manager) => {
      if (!(await lockShop(manager, businessId))) throw new BusinessNotFoundException();
      const profile = await findFiscalProfile(manager, businessId);
      if (profile?.country !== 'albania' || !profile.nipt) throw new FiscalProfileNotAlbanianException();
      if (facts.nipt !== profile.nipt) throw new FiscalCertificateNiptMismatchException(profile.nipt, facts.nipt);
      await saveCertificate(manager, businessId, sealed, facts, now);
      return findFiscalProfile(manager, businessId);
    });
    if (!saved || !certificateFactsOf(saved)) throw new Error('the fiscal certificate was not saved');
    if (!saved.tcrCode) await this.registrar.registerIfMissing(businessId);
    const profile = toFiscalProfileResponse(await findFiscalProfile(this.dataSource, businessId));
    // Another write of the profile (another country or NIPT) came between: the certificate went with it.
    if (profile.country !== 'albania' || !profile.certificate) throw new FiscalProfileNotAlbanianException();
    const { certificate, tcrCode, tcrRegistration, tcrRegistrationProblem } = profile;
    return { success: true, certificate, tcrCode, tcrRegistration, tcrRegistrationProblem };
  }
}

function open(upload: CertificateUpload): OpenedPkcs12 {
  try {
    return openPkcs12(upload.file, upload.password);
  } catch (error) {
    if (!(error instanceof Pkcs12Problem)) throw new FiscalCertificateUnreadableException();
    if (error.reason === 'wrong-password') throw new FiscalCertificatePasswordWrongException();
    if (error.reason === 'no-private-key') throw new FiscalCertificateWithoutKeyException();
    throw new FiscalCertificateUnreadableException();
  }
}
