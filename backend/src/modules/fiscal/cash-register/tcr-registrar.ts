import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import { cisEndpointOf, sendCisRequest } from '../albania/cis-client';
import { formatCisDateTime } from '../albania/cis-date-time';
import { CisFaultError, CisUnreachableError } from '../albania/cis-errors';
import { registerTcrRequestXml } from '../albania/register-tcr-request';
import { signCisMessage } from '../albania/xml-signature';
import { FiscalSigningCredentials } from '../certificate/signing-credentials';
import { FiscalCertificateMissingException } from '../fiscal.exceptions';
import {
  findFiscalProfile,
  lockShop,
  saveRegisteredTcr,
  saveTcrRegistrationProblem,
  type FiscalProfileRow,
} from '../profile/fiscal-profiles.repository';
import { cisRefusalWords } from './cis-words';
import { tcrInternalIdOf } from './tcr-internal-id';

/** How a try to register the shop's register ended. */
export type TcrRegistrationOutcome =
  | { state: 'registered'; tcrCode: string }
  | { state: 'not_albanian' }
  | { state: 'not_ready'; missing: string[] }
  | { state: 'unreachable' }
  | { state: 'refused'; problem: string }
  /** The profile's NIPT or unit changed while the CIS answered: the code is not this profile's register's. */
  | { state: 'changed' };

const CERTIFICATE = 'certifikata e fiskalizimit';

/**
 * Registers an Albanian shop's cash register with the CIS (RegisterTCRRequest) when its profile has no TCR
 * code, and keeps the code the CIS answers in the profile. The request goes out with no lock held; the code
 * is written after, only if the profile is still the one registered. A failed try keeps its reason.
 */
@Injectable()
export class TcrRegistrar {
  private readonly logger = new Logger('Fiscal');

  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly credentials: FiscalSigningCredentials,
    private readonly clock: Clock,
  ) {}

  /** What a registration still needs besides the profile itself, in the words FISCAL_NOT_READY uses. */
  missingFor(profile: FiscalProfileRow): string[] {
    const { softwareCode, maintainerCode } = this.config.fiscal.albania;
    return [
      profile.certificateUploadedAt ? null : CERTIFICATE,
      softwareCode ? null : 'kodi i softuerit (e vendos ofruesi i Servisit)',
      maintainerCode ? null : 'kodi i mirëmbajtësit të arkave (e vendos ofruesi i Servisit)',
    ].filter((what): what is string => what !== null);
  }

  /** Registers the register if it has no code yet; never throws for the CIS's or the profile's reasons. */
  async registerIfMissing(businessId: string): Promise<TcrRegistrationOutcome> {
    const profile = await findFiscalProfile(this.dataSource, businessId);
    if (profile?.country !== 'albania' || !profile.nipt || !profile.businessUnitCode) return { state: 'not_albanian' };
    if (profile.tcrCode) return { state: 'registered', tcrCode: profile.tcrCode };
    const outcome = await this.register(businessId, profile, profile.nipt, profile.businessUnitCode);
    if (outcome.state !== 'registered')
      await saveTcrRegistrationProblem(this.dataSource, businessId, problemOf(outcome));
    return outcome;
  }

  private async register(
    businessId: string,
    profile: FiscalProfileRow,
    nipt: string,
    businessUnitCode: string,
  ): Promise<TcrRegistrationOutcome> {
    const { albania } = this.config.fiscal;
    const missing = this.missingFor(profile);
    if (missing.length > 0 || !albania.softwareCode || !albania.maintainerCode) return { state: 'not_ready', missing };
    let credential;
    try {
      credential = await this.credentials.signingCredentialsOf(this.dataSource.manager, businessId);
    } catch (error) {
      if (error instanceof FiscalCertificateMissingException) return { state: 'not_ready', missing: [CERTIFICATE] };
      throw error;
    }
    const uuid = randomUUID();
    const internalId = tcrInternalIdOf(businessId);
    // ValidFrom is left out: the CIS takes the day it registers the register, never a day in the past (error 45).
    const xml = registerTcrRequestXml({
      uuid,
      sendDateTime: formatCisDateTime(this.clock.now()),
      issuerNipt: nipt,
      businessUnitCode,
      internalId,
      softwareCode: albania.softwareCode,
      maintainerCode: albania.maintainerCode,
      type: 'REGULAR',
    });
    let answer;
    try {
      answer = await sendCisRequest(cisEndpointOf(albania), {
        name: 'RegisterTCRRequest',
        uuid,
        xml: signCisMessage(xml, credential),
      });
    } catch (error) {
      if (error instanceof CisFaultError) {
        this.logger.warn(`TCR registration of shop ${businessId} refused: ${error.message}`);
        return { state: 'refused', problem: cisRefusalWords('regjistrimin e arkës', error) };
      }
      if (error instanceof CisUnreachableError) return { state: 'unreachable' };
      throw error;
    }
    const tcrCode = answer.result;
    return this.dataSource.transaction(async (manager) => {
      if (!(await lockShop(manager, businessId))) return { state: 'changed' } as const;
      const registered = { nipt, businessUnitCode };
      const record = {
        tcrCode,
        internalId,
        requestUuid: uuid,
        responseUuid: answer.responseUuid,
        sendDateTime: answer.sendDateTime,
      };
      if (await saveRegisteredTcr(manager, businessId, registered, record, this.clock.now())) {
        return { state: 'registered', tcrCode } as const;
      }
      // Changed meanwhile: a code typed in wins; another NIPT or unit is not this register's.
      const now = await findFiscalProfile(manager, businessId);
      return now?.tcrCode
        ? ({ state: 'registered', tcrCode: now.tcrCode } as const)
        : ({ state: 'not_albanian' } as const);
    });
  }
}

/** The outcome of a failed try as the profile shows it until the register has its code. */
export function problemOf(outcome: Exclude<TcrRegistrationOutcome, { state: 'registered' }>): string {
  switch (outcome.state) {
    case 'not_albanian':
      return 'Profili fiskal nuk është i Shqipërisë.';
    case 'not_ready':
      return `Arka regjistrohet kur të jenë gati: ${outcome.missing.join(', ')}.`;
    case 'unreachable':
      return 'Sistemi i tatimeve (CIS) nuk u arrit: arka nuk u regjistrua ende. Provoni përsëri me «Regjistro arkën».';
    case 'refused':
      return outcome.problem;
    case 'changed':
      return 'Të dhënat e fiskalizimit ndryshuan gjatë regjistrimit të arkës: provoni përsëri me «Regjistro arkën».';
  }
}
