import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { FiscalProfileRequest, FiscalProfileResponse, TcrRegistrationResponse } from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import { BusinessNotFoundException, businessNotRegistered, requireBusinessId } from '../../business';
import { problemOf, TcrRegistrar } from '../cash-register/tcr-registrar';
import {
  CashRegisterNotReadyException,
  FiscalCisRefusedException,
  FiscalCisUnreachableException,
  FiscalProfileChangedException,
} from '../fiscal.exceptions';
import { toFiscalProfileResponse } from './fiscal-profile.mapper';
import { notifyTillChanged } from '../tills/fiscal-tills.repository';
import { findFiscalProfile, lockShop, saveFiscalProfile, type FiscalProfileRow } from './fiscal-profiles.repository';

/**
 * A stored certificate stays only while the profile is Albanian with the NIPT it was checked against:
 * a certificate of another NIPT (or a shop that left Albania) could not sign anything, and keeping its
 * secrets would only keep a risk. Moving back needs the certificate uploaded again.
 */
const keepsCertificate = (saved: FiscalProfileRow | null, next: FiscalProfileRequest): boolean =>
  saved?.country === 'albania' && next.country === 'albania' && saved.nipt === next.nipt;

/** The shop's fiscal profile: its country's identifiers, read and written by those who run the shop. */
@Injectable()
export class FiscalProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly registrar: TcrRegistrar,
  ) {}

  async get(shopId: string | null): Promise<FiscalProfileResponse> {
    const businessId = requireBusinessId(shopId, businessNotRegistered);
    return toFiscalProfileResponse(await findFiscalProfile(this.dataSource, businessId));
  }

  async save(shopId: string | null, profile: FiscalProfileRequest): Promise<FiscalProfileResponse> {
    const businessId = requireBusinessId(shopId, businessNotRegistered);
    const saved = await this.dataSource.transaction(async (manager) => {
      if (!(await lockShop(manager, businessId))) throw new BusinessNotFoundException();
      const before = await findFiscalProfile(manager, businessId);
      // A shop fiscalized in Kosovo (or no longer) has its stations set up their tills (or drop them) at once.
      if ((before?.country === 'kosovo') !== (profile.country === 'kosovo'))
        await notifyTillChanged(manager, businessId);
      return saveFiscalProfile(manager, businessId, profile, keepsCertificate(before, profile), this.clock.now());
    });
    // An Albanian register without a code is registered with the CIS now; the profile is saved whatever it answers.
    if (saved.country !== 'albania' || saved.tcrCode) return toFiscalProfileResponse(saved);
    await this.registrar.registerIfMissing(businessId);
    return toFiscalProfileResponse(await findFiscalProfile(this.dataSource, businessId));
  }

  /** POST /business/fiscal/tcr: registers the register with the CIS (again), or answers the code it has. */
  async registerTcr(shopId: string | null): Promise<TcrRegistrationResponse> {
    const businessId = requireBusinessId(shopId, businessNotRegistered);
    const outcome = await this.registrar.registerIfMissing(businessId);
    switch (outcome.state) {
      case 'registered':
        return { success: true, tcrCode: outcome.tcrCode, tcrRegistration: 'registered' };
      case 'not_albanian':
        throw new CashRegisterNotReadyException('tcr', ['profili fiskal i Shqipërisë (NIPT-i dhe kodi i njësisë)']);
      case 'not_ready':
        throw new CashRegisterNotReadyException('tcr', outcome.missing);
      case 'unreachable':
        throw new FiscalCisUnreachableException('tcr');
      case 'refused':
        throw new FiscalCisRefusedException(outcome.problem);
      case 'changed':
        throw new FiscalProfileChangedException(problemOf(outcome));
    }
  }
}
