import type { Element } from '@xmldom/xmldom';
import { CIS_SCHEMA_NS, SOAP_ENVELOPE_NS } from './cis-xml';
import { CisFaultError, CisUnreadableAnswerError } from './cis-errors';
import { xmldom } from './xml-libraries';

/**
 * Reads the CIS's answer (Fiscalization Service - Technical, v07, 3.5.2, 3.6.2, 3.7.2, 3.9): the response
 * element's header and its one result (FIC, TCRCode or FCDC), or the SOAP fault turned into a CisFaultError.
 */

export interface CisAnswer {
  /** FIC (NIVF) of an invoice, TCRCode of a register, FCDC of a cash deposit. */
  result: string;
  responseUuid: string;
  requestUuid: string;
  sendDateTime: string;
}

const elementChildren = (parent: Element): Element[] =>
  Array.from(parent.childNodes).filter((node): node is Element => node.nodeType === 1);

const childNamed = (parent: Element, localName: string): Element | undefined =>
  elementChildren(parent).find((child) => child.localName?.toLowerCase() === localName.toLowerCase());

const textOf = (element: Element | undefined): string | undefined => element?.textContent?.trim() || undefined;

function soapBody(xml: string): Element {
  let envelope: Element | null;
  try {
    envelope = new (xmldom().DOMParser)().parseFromString(xml, 'text/xml').documentElement as Element | null;
  } catch (error) {
    throw new CisUnreadableAnswerError('The CIS answered with something that is not XML', { cause: error });
  }
  const body = envelope && envelope.namespaceURI === SOAP_ENVELOPE_NS ? childNamed(envelope, 'Body') : undefined;
  if (!body) throw new CisUnreadableAnswerError('The CIS answered without a SOAP body');
  return body;
}

function faultError(fault: Element): CisFaultError {
  const detail = childNamed(fault, 'detail');
  const origin = (textOf(childNamed(fault, 'faultcode')) ?? 'Server').replace(/^.*:/, '');
  return new CisFaultError(
    textOf(detail && childNamed(detail, 'code')) ?? '',
    textOf(childNamed(fault, 'faultstring')) ?? '',
    origin.charAt(0).toUpperCase() + origin.slice(1).toLowerCase(),
    textOf(detail && childNamed(detail, 'requestUUID')),
    textOf(detail && childNamed(detail, 'responseUUID')),
  );
}

/** resultName: "FIC", "TCRCode" or "FCDC". Throws CisFaultError for a fault. */
export function readCisAnswer(xml: string, responseName: string, resultName: string): CisAnswer {
  const [answer] = elementChildren(soapBody(xml));
  if (answer?.localName === 'Fault' && answer.namespaceURI === SOAP_ENVELOPE_NS) throw faultError(answer);
  if (!answer || answer.localName !== responseName || answer.namespaceURI !== CIS_SCHEMA_NS) {
    throw new CisUnreadableAnswerError(`The CIS answered without a ${responseName}`);
  }
  const header = childNamed(answer, 'Header');
  const result = textOf(childNamed(answer, resultName));
  const responseUuid = header?.getAttribute('UUID');
  const requestUuid = header?.getAttribute('RequestUUID');
  const sendDateTime = header?.getAttribute('SendDateTime');
  if (!result || !responseUuid || !requestUuid || !sendDateTime) {
    throw new CisUnreadableAnswerError(`The CIS's ${responseName} lacks its header or ${resultName}`);
  }
  return { result, responseUuid, requestUuid, sendDateTime };
}
