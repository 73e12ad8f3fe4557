import { atShopTime } from './shop-time';
import type {
  BusinessResponse,
  FiscalDocumentResponse,
  FiscalProfileResponse,
  JobDetailResponse,
  JobMoney,
  JobResponse,
  PaymentResponse,
  PrintJobResponse,
  PrintStationResponse,
  StaffRole,
  UserResponse,
} from '@repair-shop/contracts';

/** What the server sends, as the frontends' tests use it: one shop (Servisi Arta), one job, its payments, their fiscal documents and printers. */

export const TEST_JOB_ID = '0190a1b2-c3d4-7e5f-8a9b-00000a1b2c3d';

/** A shop's account with that role, as the profile query holds it. */
export function testUser(role: StaffRole = 'owner'): UserResponse {
  return {
    id: 'user-1',
    firstName: 'Arta',
    lastName: 'Morina',
    email: 'arta@example.com',
    createdAt: '2026-11-01T09:00:00.000Z',
    isAdmin: false,
    hasSeenWelcome: true,
    isExpired: false,
    remainingDays: 20,
    trialExpiresAt: '2026-12-01T09:00:00.000Z',
    role,
    // A staff login belongs to a worker (the test job's, worker-1); the owner is no worker.
    workerId: role === 'owner' ? null : 'worker-1',
    businessName: 'Servisi Arta',
    subscriptionStatus: 'trial',
  };
}

/** A registered business keeping its books in euros (unless told otherwise). */
export function testBusiness(overrides: Partial<BusinessResponse> = {}): BusinessResponse {
  return {
    id: 'business-1',
    businessName: 'Servisi Arta',
    contactNumber: '044 555 666',
    country: 'kosovo',
    city: 'Prizren',
    techniciansSeeOwnJobsOnly: false,
    techniciansCanSell: false,
    currency: 'EUR',
    taxNumber: null,
    vatRate: null,
    intakeTerms: null,
    warrantyDays: 30,
    uncollectedAfterDays: 7,
    idleAfterDays: 7,
    trackingShowsReadyEstimate: true,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

/** A job as the server sends it, its unlock code included (the print screens must never show it). */
export function testJob(overrides: Partial<JobResponse> = {}): JobResponse {
  return {
    id: TEST_JOB_ID,
    status: 'new',
    clientName: 'Blerta Çeku',
    clientPhone: '045 321 654',
    deviceModel: 'Samsung Galaxy S23',
    deviceImei: '356938035643809',
    deviceIdKind: 'imei',
    deviceCode: 'KOD-7391',
    workDescription: 'Ekrani i thyer, duhet ndërruar',
    issueDescription: 'Ekrani i thyer, duhet ndërruar',
    workerId: 'worker-1',
    assignedWorker: 'Besnik Gashi',
    estimatedPrice: 40,
    priority: 'normal',
    trackingToken: 'gjurmo-token-123',
    createdAt: atShopTime('2026-11-23 09:05'),
    updatedAt: atShopTime('2026-11-23 09:05'),
    warrantyDays: 30,
    warrantyEndsAt: null,
    warrantyOfJobId: null,
    cancelReason: null,
    category: 'screen',
    categorySource: 'suggested',
    ...overrides,
  };
}

/** A deposit of 20 in cash, taken by Arta Morina on 23.11.2026 at 09:05 (local time). */
export function testPayment(overrides: Partial<PaymentResponse> = {}): PaymentResponse {
  return {
    id: 'pay-1',
    jobId: TEST_JOB_ID,
    amount: 20,
    method: 'cash',
    kind: 'deposit',
    note: null,
    fiscalReceiptNumber: null,
    takenBy: { id: 'user-1', name: 'Arta Morina' },
    createdAt: atShopTime('2026-11-23 09:05'),
    ...overrides,
  };
}

export const TEST_MONEY: JobMoney = { currency: 'EUR', labour: 40, parts: 25.5, total: 65.5, paid: 20, balance: 45.5 };

/**
 * The Albanian sale the test payment made, accepted by the CIS (its NIVF answered), printed once; its
 * number and date-time as the CIS signs them.
 */
/** A complete Albanian fiscal profile (its certificate's facts left out), as GET /business/fiscal answers it. */
export const TEST_ALBANIAN_PROFILE: FiscalProfileResponse = {
  country: 'albania',
  nipt: 'K12345678L',
  businessUnitCode: 'ab123cd456',
  tcrCode: 'cd456ef789',
  tcrRegistration: 'registered',
  tcrRegistrationProblem: null,
  operatorCode: null,
  certificate: null,
  updatedAt: '2026-11-01T09:00:00.000Z',
};

export function testFiscalDocument(overrides: Partial<FiscalDocumentResponse> = {}): FiscalDocumentResponse {
  return {
    id: 'fd-1',
    country: 'albania',
    kind: 'sale',
    jobId: TEST_JOB_ID,
    paymentId: 'pay-1',
    saleId: null,
    correctsId: null,
    number: '12/2026/ab123cd456',
    ordinal: 12,
    issuedAt: '2026-11-23T09:05:00+01:00',
    total: '20.00',
    currency: 'EUR',
    status: 'fiscalized',
    offline: false,
    iic: '9A7B3C1D5E2F40618293A4B5C6D7E8F9',
    iicSignature: 'c2lnbmF0dXJl',
    fic: '7f3e2a10-5b4c-4d8e-9f01-23456789abcd',
    verificationUrl:
      'https://efiskalizimi-app.tatime.gov.al/invoice-check/#/verify?iic=9A7B3C1D5E2F40618293A4B5C6D7E8F9&tin=K12345678L&crtd=2026-11-23T09:05:00+01:00&ord=12&bu=ab123cd456&cr=cd456ef789&sw=ef789gh012&prc=20.00',
    qrCode: null,
    posId: null,
    awaitingSignature: false,
    businessUnitCode: 'ab123cd456',
    tcrCode: 'cd456ef789',
    softwareCode: 'ef789gh012',
    operatorCode: 'gh012ij345',
    error: null,
    attempts: 1,
    fiscalizedAt: '2026-11-23T08:05:01.000Z',
    printCount: 0,
    ...overrides,
  };
}

/** The job's detail: the job, its money and its one payment. */
export function testDetail(overrides: Partial<JobDetailResponse> = {}): JobDetailResponse {
  return {
    job: testJob(),
    messages: [],
    pendingSms: 0,
    money: TEST_MONEY,
    payments: [testPayment()],
    parts: [],
    intake: null,
    signatures: [],
    estimate: null,
    deviceLock: null,
    warrantyReturnIds: [],
    prediction: null,
    ...overrides,
  };
}

/** The print station "Banaku", paired and seen this morning, nothing waiting. */
export function testStation(overrides: Partial<PrintStationResponse> = {}): PrintStationResponse {
  return {
    id: 'st-1',
    name: 'Banaku',
    autoPrintLabels: false,
    autoLabelSize: null,
    paired: true,
    lastSeenAt: '2026-11-23T09:40:00.000Z',
    waiting: 0,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

/** The job's label (10×4, two copies) sent to "Banaku" by Arta Morina, waiting, as the server lists it. */
export function testPrintJob(overrides: Partial<PrintJobResponse> = {}): PrintJobResponse {
  return {
    id: 'pj-1',
    stationId: 'st-1',
    stationName: 'Banaku',
    jobId: TEST_JOB_ID,
    saleId: null,
    ticket: '1B2C3D',
    clientName: 'Blerta Çeku',
    document: 'label',
    size: '10x4',
    paymentId: null,
    copies: 2,
    state: 'queued',
    error: null,
    requestedBy: { id: 'user-1', name: 'Arta Morina' },
    createdAt: atShopTime('2026-11-23 10:40'),
    printedAt: null,
    ...overrides,
  };
}
