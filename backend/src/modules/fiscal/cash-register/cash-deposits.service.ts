import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  CASH_DEPOSITS_PER_DAY_LIMIT,
  fullName,
  type CashDepositCreatedResponse,
  type CashDepositListResponse,
  type CashDepositOperation,
  type CashDepositRequest,
} from '@repair-shop/contracts';
import { Clock } from '../../../common/clock/clock';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import type { AuthenticatedUser } from '../../auth';
import { businessNotRegistered, requireBusinessId } from '../../business';
import { cashDepositRequestXml, type CashDeposit } from '../albania/cash-deposit-request';
import { cisEndpointOf, sendCisRequest } from '../albania/cis-client';
import { formatCisDateTime } from '../albania/cis-date-time';
import { formatAmount, parseAmount } from '../albania/cis-decimal';
import { CisFaultError, CisUnreachableError } from '../albania/cis-errors';
import { signCisMessage } from '../albania/xml-signature';
import { FiscalSigningCredentials } from '../certificate/signing-credentials';
import {
  CashDepositInitialExistsException,
  CashRegisterNotReadyException,
  FiscalCertificateMissingException,
  FiscalCisRefusedException,
  FiscalCisUnreachableException,
} from '../fiscal.exceptions';
import { findFiscalProfile } from '../profile/fiscal-profiles.repository';
import { cisRefusalWords } from './cis-words';
import {
  cashDepositsOfDay,
  cashInvoicesBeforeInitial,
  hasInitialDeposit,
  insertCashDeposit,
} from './cash-deposits.repository';

/** The CIS refuses a second day-start balance of a register with this code (3.9.2). */
const CIS_INITIAL_EXISTS = '56';

/** The operation as RegisterCashDepositRequest names it (3.6.1). */
const CIS_OPERATION: Record<CashDepositOperation, CashDeposit['operation']> = {
  initial: 'INITIAL',
  deposit: 'DEPOSIT',
  withdraw: 'WITHDRAW',
};

/**
 * The Albanian register's cash with the CIS: the day's initial balance, cash put in and withdrawals, signed and
 * sent at once. The CIS takes no deposit delivered later, so one that cannot be sent is not kept: the cashier
 * registers it again when the CIS answers.
 */
@Injectable()
export class CashDepositsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly credentials: FiscalSigningCredentials,
    private readonly clock: Clock,
  ) {}

  async register(user: AuthenticatedUser, request: CashDepositRequest): Promise<CashDepositCreatedResponse> {
    const businessId = requireBusinessId(user.businessId, businessNotRegistered);
    const profile = await findFiscalProfile(this.dataSource, businessId);
    if (profile?.country !== 'albania' || !profile.nipt) {
      throw new CashRegisterNotReadyException('deposit', ['profili fiskal i Shqipërisë']);
    }
    const missing = [
      profile.tcrCode ? null : 'kodi i arkës (TCR): regjistroni arkën',
      profile.certificateUploadedAt ? null : 'certifikata e fiskalizimit',
    ].filter((what): what is string => what !== null);
    if (missing.length > 0 || !profile.tcrCode) throw new CashRegisterNotReadyException('deposit', missing);
    let credential;
    try {
      credential = await this.credentials.signingCredentialsOf(this.dataSource.manager, businessId);
    } catch (error) {
      if (error instanceof FiscalCertificateMissingException) {
        throw new CashRegisterNotReadyException('deposit', ['certifikata e fiskalizimit']);
      }
      throw error;
    }
    const now = this.clock.now();
    const changeDateTime = formatCisDateTime(now);
    // Albania's day, as the CIS counts a register's one day-start balance.
    const day = changeDateTime.slice(0, 10);
    if (
      request.operation === 'initial' &&
      (await hasInitialDeposit(this.dataSource, businessId, profile.tcrCode, day))
    ) {
      throw new CashDepositInitialExistsException();
    }
    const amount = formatAmount(parseAmount(request.amount));
    const uuid = randomUUID();
    const xml = cashDepositRequestXml({
      uuid,
      sendDateTime: changeDateTime,
      changeDateTime,
      operation: CIS_OPERATION[request.operation],
      cashAmount: amount,
      tcrCode: profile.tcrCode,
      issuerNipt: profile.nipt,
    });
    const { albania } = this.config.fiscal;
    let fcdc: string;
    try {
      const answer = await sendCisRequest(cisEndpointOf(albania), {
        name: 'RegisterCashDepositRequest',
        uuid,
        xml: signCisMessage(xml, credential),
      });
      fcdc = answer.result;
    } catch (error) {
      if (error instanceof CisFaultError) {
        if (error.code === CIS_INITIAL_EXISTS) throw new CashDepositInitialExistsException(error);
        throw new FiscalCisRefusedException(cisRefusalWords('fondin e arkës', error), error);
      }
      if (error instanceof CisUnreachableError) throw new FiscalCisUnreachableException('deposit');
      throw error;
    }
    const deposit = await insertCashDeposit(this.dataSource, {
      id: randomUUID(),
      businessId,
      tcrCode: profile.tcrCode,
      operation: request.operation,
      amount,
      changeDateTime,
      day,
      uuid,
      fcdc,
      author: { id: user.id, name: fullName(user) },
      createdAt: now,
    });
    return { success: true, deposit };
  }

  /**
   * The day's deposits (today's, Albania's day, when none is named), whether its initial balance is in, whether
   * the shop's cash and card payments are its register's cash invoices, and how many of them came before it.
   */
  async ofDay(shopId: string | null, day: string | undefined): Promise<CashDepositListResponse> {
    const businessId = requireBusinessId(shopId, businessNotRegistered);
    const which = day ?? formatCisDateTime(this.clock.now()).slice(0, 10);
    const [items, profile, early] = await Promise.all([
      cashDepositsOfDay(this.dataSource, businessId, which, CASH_DEPOSITS_PER_DAY_LIMIT),
      findFiscalProfile(this.dataSource, businessId),
      cashInvoicesBeforeInitial(this.dataSource, businessId, which),
    ]);
    return {
      day: which,
      items,
      initialRegistered: items.some((deposit) => deposit.operation === 'initial'),
      fiscalRegister: profile?.country === 'albania' && Boolean(profile.tcrCode),
      cashInvoicesBeforeInitial: early,
    };
  }
}
