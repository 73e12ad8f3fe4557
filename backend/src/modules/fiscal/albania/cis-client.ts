import { X509Certificate } from 'node:crypto';
import { readCisAnswer, type CisAnswer } from './cis-response';
import { CisSignatureError, verifyCisSignature } from './xml-signature';
import { CisUnreachableError, CisUnreadableAnswerError } from './cis-errors';
import type { CisRequestName } from './cis-xml';

/**
 * Posts a signed request to the CIS (SOAP 1.1 over HTTPS, Fiscalization Service - Technical, v07, 2.3.3)
 * and reads its answer. The time-out is short and the caller's: the specification leaves it to the issuer,
 * and a receipt must print at once, with or without its FIC.
 */

/** The common name of the certificate the CIS signs its responses with (5.3.2). */
export const CIS_SIGNER_COMMON_NAME = 'GDT eFiskalizimi';

export interface CisEndpoint {
  /** FISCAL_AL_CIS_URL: one of CIS_SERVICE_URLS (config/fiscal-endpoints.ts), or a test double's address. */
  url: string;
  timeoutMs: number;
  /**
   * Check the response's XML signature and that its certificate is issued to "GDT eFiskalizimi" (5.3.2).
   * The chain up to NAIS's root is not checked here: that needs NAIS's CA certificates as configuration.
   */
  checkAnswerSignature?: boolean;
}

/** The endpoint as the configuration's `fiscal.albania` section names it (FISCAL_AL_CIS_URL, …_TIMEOUT_MS, …). */
export const cisEndpointOf = (albania: {
  cisUrl: string;
  timeoutMs: number;
  checkAnswerSignature: boolean;
}): CisEndpoint => ({
  url: albania.cisUrl,
  timeoutMs: albania.timeoutMs,
  checkAnswerSignature: albania.checkAnswerSignature,
});

interface Operation {
  soapAction: string;
  response: string;
  result: string;
}

/** The SOAP actions and answers of the service's WSDL. */
const OPERATIONS: Record<CisRequestName, Operation> = {
  RegisterInvoiceRequest: {
    soapAction: 'https://eFiskalizimi.tatime.gov.al/FiscalizationService/RegisterInvoice',
    response: 'RegisterInvoiceResponse',
    result: 'FIC',
  },
  RegisterTCRRequest: {
    soapAction: 'https://eFiskalizimi.tatime.gov.al/FiscalizationService/RegisterTCR',
    response: 'RegisterTCRResponse',
    result: 'TCRCode',
  },
  RegisterCashDepositRequest: {
    soapAction: 'https://eFiskalizimi.tatime.gov.al/FiscalizationService/RegisterCashDeposit',
    response: 'RegisterCashDepositResponse',
    result: 'FCDC',
  },
};

export interface SignedCisRequest {
  name: CisRequestName;
  /** The request header's UUID: the answer must name it. */
  uuid: string;
  xml: string;
}

/** The CIS's answer; throws CisFaultError when it refuses, CisUnreachableError when there is no usable answer. */
export async function sendCisRequest(endpoint: CisEndpoint, request: SignedCisRequest): Promise<CisAnswer> {
  const operation = OPERATIONS[request.name];
  let body: string;
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${operation.soapAction}"` },
      body: request.xml,
      signal: AbortSignal.timeout(endpoint.timeoutMs),
    });
    body = await response.text();
  } catch (error) {
    throw new CisUnreachableError(`The CIS did not answer within ${endpoint.timeoutMs} ms`, { cause: error });
  }
  const answer = readCisAnswer(body, operation.response, operation.result);
  if (endpoint.checkAnswerSignature) checkAnswerSignature(body);
  if (answer.requestUuid.toLowerCase() !== request.uuid.toLowerCase()) {
    throw new CisUnreadableAnswerError(`The CIS answered request ${answer.requestUuid}, not ${request.uuid}`);
  }
  return answer;
}

function checkAnswerSignature(body: string): void {
  let signer: string;
  try {
    signer = new X509Certificate(verifyCisSignature(body, 'Response').certificatePem).subject;
  } catch (error) {
    if (!(error instanceof CisSignatureError)) throw error;
    throw new CisUnreadableAnswerError(`The CIS's answer is not signed as it should be: ${error.message}`);
  }
  if (!signer.split('\n').includes(`CN=${CIS_SIGNER_COMMON_NAME}`)) {
    throw new CisUnreadableAnswerError(`The CIS's answer is signed by another party (${signer.replace(/\n/g, ', ')})`);
  }
}
