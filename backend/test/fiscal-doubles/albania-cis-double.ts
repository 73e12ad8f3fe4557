import { createHash, randomUUID, X509Certificate } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { certificateNipt } from '../../src/modules/fiscal/certificate/pkcs12-reader';
import { CIS_SIGNER_COMMON_NAME } from '../../src/modules/fiscal/albania/cis-client';
import { CIS_SCHEMA_NS } from '../../src/modules/fiscal/albania/cis-xml';
import type { SigningCredential } from '../../src/modules/fiscal/albania/signing-credential';
import { CisSignatureError, verifyCisSignature } from '../../src/modules/fiscal/albania/xml-signature';
import { faultXml, responseXml, type CisRefusal, type CisResponseKind } from './albania-cis-answers';
import { attribute, child, PATTERNS, refuse, Refused } from './albania-cis-fields';
import { checkInvoiceRequest } from './albania-cis-invoice-checks';
import { makeAlbaniaTestCredential } from './albania-test-credential';

/**
 * A local stand-in for Albania's fiscalization service (CIS) that holds its protocol: it verifies each
 * request's XML signature against the certificate registered for the issuer's NIPT, recomputes and checks
 * the IIC, checks the required fields, dates and totals, and answers a signed response with an FIC (a UUID)
 * or the CIS's SOAP fault with its numeric code and text. A resent UUID gets the same FIC again. It can be
 * made unreachable (connections cut) or slow (answers after the client's time-out).
 */

export type CisReachability = 'online' | 'refuse-connections' | 'answer-late';

export interface ReceivedCisRequest {
  name: string;
  uuid?: string;
  xml: string;
  /** The result it answered (FIC, TCRCode, FCDC), or the refusal. */
  answer: { result: string } | { refusal: CisRefusal };
}

export interface AlbaniaCisDoubleOptions {
  /** The double's clock, for the time checks; the real one by default. */
  now?: () => Date;
  /** How far the client's SendDateTime may be from the double's clock (error 2). */
  allowedSkewMs?: number;
  /** How long an "answer-late" answer waits. */
  lateAnswerMs?: number;
  /** What the double signs its responses with; a certificate issued to "GDT eFiskalizimi" by default. */
  cisCredential?: SigningCredential;
}

const MAX_MESSAGE_BYTES = 150 * 1024;

export class AlbaniaCisDouble {
  readonly received: ReceivedCisRequest[] = [];
  reachability: CisReachability = 'online';
  /** The fingerprints of the certificates accepted for each NIPT (a renewed certificate joins the old one). */
  private readonly certificates = new Map<string, Set<string>>();
  private readonly invoices = new Map<string, { fic: string; iic: string }>();
  private readonly tcrs = new Map<string, string>();
  private readonly initialDeposits = new Set<string>();
  private readonly sockets = new Set<Socket>();
  private readonly lateAnswers = new Set<() => void>();
  private readonly server = createServer((request, response) => void this.handle(request, response));

  private constructor(
    private readonly options: Required<Omit<AlbaniaCisDoubleOptions, 'cisCredential'>>,
    /** The CIS's own signing credential: its responses are signed with it. */
    readonly cisCredential: SigningCredential,
  ) {
    this.server.on('connection', (socket) => {
      if (this.reachability === 'refuse-connections') {
        socket.destroy();
        return;
      }
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(options: AlbaniaCisDoubleOptions = {}): Promise<AlbaniaCisDouble> {
    const double = new AlbaniaCisDouble(
      {
        now: options.now ?? (() => new Date()),
        allowedSkewMs: options.allowedSkewMs ?? 10 * 60 * 1000,
        lateAnswerMs: options.lateAnswerMs ?? 5000,
      },
      options.cisCredential ??
        makeAlbaniaTestCredential({
          nipt: 'L00000000A',
          name: 'Drejtoria e Përgjithshme e Tatimeve',
          commonName: CIS_SIGNER_COMMON_NAME,
        }),
    );
    await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve));
    return double;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/FiscalizationService-v3`;
  }

  /** Accepts this certificate for the NIPT in its subject, as NAIS's certificate for that business. */
  registerCertificate(certificatePem: string): void {
    const nipt = certificateNipt(certificatePem);
    if (!nipt) throw new Error('The certificate carries no NIPT in its subject');
    const accepted = this.certificates.get(nipt) ?? new Set<string>();
    accepted.add(new X509Certificate(certificatePem).fingerprint256);
    this.certificates.set(nipt, accepted);
  }

  /** The FIC the double gave the request with this UUID. */
  ficOf(uuid: string): string | undefined {
    return this.invoices.get(uuid.toLowerCase())?.fic;
  }

  async close(): Promise<void> {
    for (const answer of this.lateAnswers) answer();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A connection kept alive from before the CIS went away is cut too.
    if (this.reachability === 'refuse-connections') {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const xml = Buffer.concat(chunks).toString('utf8');
    if (this.reachability === 'answer-late') await this.waitLate();
    const received: ReceivedCisRequest = { name: '', xml, answer: { result: '' } };
    this.received.push(received);
    let body: string;
    try {
      const { name, uuid, result } = this.process(xml, received);
      received.answer = { result };
      body = responseXml(RESPONSES[name], result, uuid, this.cisCredential, this.options.now());
    } catch (error) {
      // Anything else is the double's own failure: answered like the CIS's internal errors (9xx).
      const refusal = error instanceof Refused ? error.refusal : { code: '999', text: `Internal error: ${error}` };
      received.answer = { refusal };
      if (!response.destroyed) {
        response.writeHead(500, { 'Content-Type': 'text/xml; charset=utf-8' }).end(faultXml(refusal, received.uuid));
      }
      return;
    }
    if (!response.destroyed) response.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' }).end(body);
  }

  /** Waits past the client's time-out; closing the double ends the wait. */
  private waitLate(): Promise<void> {
    return new Promise((resolve) => {
      const answer = () => {
        clearTimeout(timer);
        this.lateAnswers.delete(answer);
        resolve();
      };
      const timer = setTimeout(answer, this.options.lateAnswerMs);
      this.lateAnswers.add(answer);
    });
  }

  private process(xml: string, received: ReceivedCisRequest): { name: string; uuid: string; result: string } {
    if (Buffer.byteLength(xml) > MAX_MESSAGE_BYTES) refuse('1', 'Received XML message exceed allowed size.');
    // Named in a fault when it can be read, before anything is verified, as the CIS does (3.9.1.9).
    received.uuid = unverifiedUuid(xml);
    let signed;
    try {
      signed = verifyCisSignature(xml, 'Request');
    } catch (error) {
      if (error instanceof CisSignatureError) refuse(error.cisCode, error.message);
      throw error;
    }
    // Only the signed content is read from here on.
    const request = new DOMParser().parseFromString(signed.signedXml, 'text/xml').documentElement as Element;
    received.name = request.localName ?? '';
    received.uuid = request.namespaceURI === CIS_SCHEMA_NS ? headerUuid(request) : undefined;
    if (!(received.name in RESPONSES) || request.namespaceURI !== CIS_SCHEMA_NS) {
      refuse('11', `Received XML message failed XSD validation: unknown request ${received.name}`);
    }
    attribute(request, 'Version', ['3'], true);
    const header = child(request, 'Header', true);
    const uuid = attribute(header, 'UUID', PATTERNS.uuid, true);
    attribute(header, 'SendDateTime', PATTERNS.dateTime, true);
    const certificate = new X509Certificate(signed.certificatePem);
    const now = this.options.now();
    const issuer = this.issuerOf(request);
    if (new Date(certificate.validTo).getTime() < now.getTime()) refuse('36', 'Certificate has expired.');
    if (certificateNipt(signed.certificatePem) !== issuer) {
      refuse('37', 'Compare the NIPT in XML with the NIPT in the certificate');
    }
    if (!this.certificates.get(issuer)?.has(certificate.fingerprint256)) {
      refuse('35', 'Certificate is not issued by NAIS.');
    }
    switch (received.name) {
      case 'RegisterInvoiceRequest':
        return { name: received.name, uuid, result: this.registerInvoice(request, signed.certificatePem, now) };
      case 'RegisterTCRRequest':
        return { name: received.name, uuid, result: this.registerTcr(request, issuer) };
      default:
        return { name: received.name, uuid, result: this.registerCashDeposit(request, issuer) };
    }
  }

  private issuerOf(request: Element): string {
    if (request.localName === 'RegisterInvoiceRequest') {
      return attribute(child(child(request, 'Invoice', true), 'Seller', true), 'IDNum', { maxLength: 20 }, true);
    }
    const body = child(request, request.localName === 'RegisterTCRRequest' ? 'TCR' : 'CashDeposit', true);
    return attribute(body, 'IssuerNUIS', PATTERNS.nuis, true);
  }

  private registerInvoice(request: Element, certificatePem: string, now: Date): string {
    const invoice = checkInvoiceRequest(request, certificatePem, now, this.options.allowedSkewMs);
    const key = invoice.uuid.toLowerCase();
    const earlier = this.invoices.get(key);
    if (earlier && earlier.iic !== invoice.iic) refuse('11', 'The UUID was already used for another invoice');
    const fic = earlier?.fic ?? randomUUID();
    this.invoices.set(key, { fic, iic: invoice.iic });
    return fic;
  }

  private registerTcr(request: Element, issuer: string): string {
    const tcr = child(request, 'TCR', true);
    const businessUnit = attribute(tcr, 'BusinUnitCode', PATTERNS.code, true);
    const internalId = attribute(tcr, 'TCRIntID', { maxLength: 50 }, true);
    const softwareCode = attribute(tcr, 'SoftCode', PATTERNS.code, false);
    const maintainerCode = attribute(tcr, 'MaintainerCode', PATTERNS.code, false);
    attribute(tcr, 'ValidFrom', PATTERNS.date, false);
    const type = attribute(tcr, 'Type', ['REGULAR', 'VENDING'], false);
    const key = `${issuer}/${businessUnit}/${internalId}`;
    const known = this.tcrs.get(key);
    if (known) return known;
    if (!softwareCode || !maintainerCode || !type) {
      refuse('11', 'TCR.SoftCode, TCR.MaintainerCode or TCR.Type does not exist, and it is first TCR registration.');
    }
    // A code of the CIS's shape ("ab123cd456"), stable for the register.
    const digest = createHash('sha256').update(key).digest();
    const letter = (i: number) => String.fromCharCode(97 + (digest[i] % 26));
    const digits = (i: number) => String(digest.readUInt16BE(i) % 1000).padStart(3, '0');
    const code = `${letter(0)}${letter(1)}${digits(2)}${letter(4)}${letter(5)}${digits(6)}`;
    this.tcrs.set(key, code);
    return code;
  }

  private registerCashDeposit(request: Element, issuer: string): string {
    const deposit = child(request, 'CashDeposit', true);
    const changed = attribute(deposit, 'ChangeDateTime', PATTERNS.dateTime, true);
    const operation = attribute(deposit, 'Operation', ['INITIAL', 'WITHDRAW', 'DEPOSIT'], true);
    const amount = attribute(deposit, 'CashAmt', PATTERNS.positiveAmount, true);
    const tcrCode = attribute(deposit, 'TCRCode', PATTERNS.code, true);
    if (operation !== 'INITIAL' && /^0(\.00)?$/.test(amount)) {
      refuse('51', 'Cash amount cannot be zero for WITHDRAW or DEPOSIT operation.');
    }
    if (operation === 'INITIAL') {
      const day = `${issuer}/${tcrCode}/${changed.slice(0, 10)}`;
      if (this.initialDeposits.has(day))
        refuse('56', 'Cash deposit with operation INITIAL already registered for a current day.');
      this.initialDeposits.add(day);
    }
    return randomUUID();
  }
}

const RESPONSES: Record<string, CisResponseKind> = {
  RegisterInvoiceRequest: { name: 'RegisterInvoiceResponse', result: 'FIC' },
  RegisterTCRRequest: { name: 'RegisterTCRResponse', result: 'TCRCode' },
  RegisterCashDepositRequest: { name: 'RegisterCashDepositResponse', result: 'FCDC' },
};

function unverifiedUuid(xml: string): string | undefined {
  try {
    const header = new DOMParser().parseFromString(xml, 'text/xml').getElementsByTagNameNS(CIS_SCHEMA_NS, 'Header')[0];
    return header?.parentNode ? headerUuid(header.parentNode as Element) : undefined;
  } catch {
    return undefined;
  }
}

function headerUuid(request: Element): string | undefined {
  const header = Array.from(request.childNodes).find(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === 'Header',
  );
  const uuid = header?.getAttribute('UUID') ?? undefined;
  return uuid && PATTERNS.uuid.test(uuid) ? uuid : undefined;
}
