import type { Document, Element } from '@xmldom/xmldom';
import { xmldom } from './xml-libraries';

/**
 * The SOAP 1.1 envelope every CIS request travels in (Fiscalization Service - Technical, v07, 3.3): an
 * empty header, and in the body one request element of the CIS namespace with Id="Request" (what the
 * signature references) and Version="3" (the schema version the service at /FiscalizationService-v3 takes).
 * Built with a DOM, so that names and addresses typed by users are escaped by the serializer.
 */

export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const CIS_SCHEMA_NS = 'https://eFiskalizimi.tatime.gov.al/FiscalizationService/schema';
export const CIS_SCHEMA_VERSION = '3';
export const REQUEST_ID = 'Request';

export type CisRequestName = 'RegisterInvoiceRequest' | 'RegisterTCRRequest' | 'RegisterCashDepositRequest';

/** Attribute values; undefined ones are left out, as the schema's optional attributes are. */
export type Attributes = Record<string, string | undefined>;

export interface RequestDocument {
  document: Document;
  request: Element;
}

export function requestDocument(name: CisRequestName): RequestDocument {
  const document = new (xmldom().DOMImplementation)().createDocument(SOAP_ENVELOPE_NS, 'SOAP-ENV:Envelope', null);
  const envelope = document.documentElement as Element;
  envelope.appendChild(document.createElementNS(SOAP_ENVELOPE_NS, 'SOAP-ENV:Header'));
  const body = document.createElementNS(SOAP_ENVELOPE_NS, 'SOAP-ENV:Body');
  envelope.appendChild(body);
  const request = document.createElementNS(CIS_SCHEMA_NS, name);
  request.setAttribute('Id', REQUEST_ID);
  request.setAttribute('Version', CIS_SCHEMA_VERSION);
  body.appendChild(request);
  return { document, request };
}

/** Appends a CIS element with the given attributes to parent. */
export function appendElement(parent: Element, name: string, attributes: Attributes = {}): Element {
  const element = (parent.ownerDocument as Document).createElementNS(CIS_SCHEMA_NS, name);
  for (const [attribute, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(attribute, value);
  }
  parent.appendChild(element);
  return element;
}

/** The document as the CIS wants it: UTF-8, with the XML declaration first (3.2). */
export function serializeDocument(document: Document): string {
  return `<?xml version="1.0" encoding="UTF-8"?>${new (xmldom().XMLSerializer)().serializeToString(document)}`;
}
