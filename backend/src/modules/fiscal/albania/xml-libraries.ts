import type * as XmlDom from '@xmldom/xmldom';
import type * as XmlCrypto from 'xml-crypto';
import { requireOnFirstUse } from '../../../common/lazy/on-first-use';

/** The XML libraries of the CIS's messages, loaded by an Albanian shop's first fiscal document, not at start. */
export const xmldom = requireOnFirstUse<typeof XmlDom>('@xmldom/xmldom');
export const xmlCrypto = requireOnFirstUse<typeof XmlCrypto>('xml-crypto');
