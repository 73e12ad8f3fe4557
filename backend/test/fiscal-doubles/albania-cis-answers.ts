import { randomUUID } from 'node:crypto';
import { DOMImplementation, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';
import { formatCisDateTime } from '../../src/modules/fiscal/albania/cis-date-time';
import { CIS_SCHEMA_NS, SOAP_ENVELOPE_NS } from '../../src/modules/fiscal/albania/cis-xml';
import type { SigningCredential } from '../../src/modules/fiscal/albania/signing-credential';
import { signCisMessage } from '../../src/modules/fiscal/albania/xml-signature';

/**
 * The CIS's answers as the technical specification shows them (v07, 3.5.5.2, 3.7.5.2, 3.9.3): a response
 * element in the CIS namespace signed by the CIS (Id="Response"), or an unsigned SOAP 1.1 fault whose detail
 * carries the numeric code and both UUIDs.
 */

/** A refusal: the CIS's numeric code and its text (3.9.2). */
export interface CisRefusal {
  code: string;
  text: string;
}

function envelope(): { document: Document; body: Element } {
  const document = new DOMImplementation().createDocument(SOAP_ENVELOPE_NS, 'SOAP-ENV:Envelope', null);
  const root = document.documentElement as Element;
  root.appendChild(document.createElementNS(SOAP_ENVELOPE_NS, 'SOAP-ENV:Header'));
  const body = document.createElementNS(SOAP_ENVELOPE_NS, 'SOAP-ENV:Body');
  root.appendChild(body);
  return { document, body };
}

const serialize = (document: Document): string =>
  `<?xml version="1.0" encoding="UTF-8"?>${new XMLSerializer().serializeToString(document)}`;

export interface CisResponseKind {
  name: 'RegisterInvoiceResponse' | 'RegisterTCRResponse' | 'RegisterCashDepositResponse';
  result: 'FIC' | 'TCRCode' | 'FCDC';
}

export function responseXml(
  kind: CisResponseKind,
  result: string,
  requestUuid: string,
  cisCredential: SigningCredential,
  now: Date,
): string {
  const { document, body } = envelope();
  const response = document.createElementNS(CIS_SCHEMA_NS, `ns2:${kind.name}`);
  response.setAttribute('Id', 'Response');
  response.setAttribute('Version', '3');
  const header = document.createElementNS(CIS_SCHEMA_NS, 'ns2:Header');
  header.setAttribute('UUID', randomUUID());
  header.setAttribute('RequestUUID', requestUuid);
  header.setAttribute('SendDateTime', formatCisDateTime(now));
  response.appendChild(header);
  const resultElement = document.createElementNS(CIS_SCHEMA_NS, `ns2:${kind.result}`);
  resultElement.appendChild(document.createTextNode(result));
  response.appendChild(resultElement);
  body.appendChild(response);
  return signCisMessage(serialize(document), cisCredential, 'Response');
}

export function faultXml(refusal: CisRefusal, requestUuid: string | undefined): string {
  const { document, body } = envelope();
  const fault = document.createElementNS(SOAP_ENVELOPE_NS, 'SOAP-ENV:Fault');
  const add = (parent: Element, name: string, text: string): Element => {
    const element = document.createElement(name);
    element.appendChild(document.createTextNode(text));
    parent.appendChild(element);
    return element;
  };
  add(fault, 'faultcode', refusal.code.startsWith('9') ? 'SOAP-ENV:Server' : 'SOAP-ENV:Client');
  add(fault, 'faultstring', refusal.text).setAttribute('xml:lang', 'en');
  const detail = document.createElement('detail');
  add(detail, 'code', refusal.code);
  if (requestUuid) add(detail, 'requestUUID', requestUuid);
  add(detail, 'responseUUID', randomUUID());
  fault.appendChild(detail);
  body.appendChild(fault);
  return serialize(document);
}
