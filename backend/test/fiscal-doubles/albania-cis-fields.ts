import type { Element } from '@xmldom/xmldom';
import { CIS_SCHEMA_NS } from '../../src/modules/fiscal/albania/cis-xml';
import type { CisRefusal } from './albania-cis-answers';

/**
 * Reading a request's elements and attributes with the schema's rules (the CIS's XSD, v3): a missing
 * mandatory attribute or a value outside its pattern is the CIS's error 11, "failed XSD validation". The
 * double checks in code the elements and patterns of the messages Servisi sends, since the schema itself
 * is not part of this repository.
 */

export class Refused extends Error {
  constructor(readonly refusal: CisRefusal) {
    super(`${refusal.code}: ${refusal.text}`);
  }
}

export const refuse = (code: string, text: string): never => {
  throw new Refused({ code, text });
};

const schemaError = (text: string): never => refuse('11', `Received XML message failed XSD validation: ${text}`);

export const PATTERNS = {
  uuid: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$/,
  dateTime: /^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}([+-][0-9]{2}:[0-9]{2}|Z)$/,
  date: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/,
  code: /^[a-z]{2}[0-9]{3}[a-z]{2}[0-9]{3}$/,
  nuis: /^[a-zA-Z][0-9]{8}[a-zA-Z]$/,
  amount: /^(-?([1-9][0-9]*|0)\.[0-9]{2}|0)$/,
  positiveAmount: /^(([1-9][0-9]*|0)\.[0-9]{2}|0)$/,
  quantity: /^-?([1-9][0-9]*|0)(\.[0-9]{1,3})?$/,
  invNum: /^[1-9][0-9]{0,14}\/[0-9]{4}(\/[a-z]{2}[0-9]{3}[a-z]{2}[0-9]{3})?$/,
  positiveInt: /^[1-9][0-9]*$/,
  boolean: /^(true|false)$/,
  hex32: /^[0-9a-fA-F]{32}$/,
  hex512: /^[0-9a-fA-F]{512}$/,
} as const;

export const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).localName === name && (node as Element).namespaceURI === CIS_SCHEMA_NS,
  );

/** The one child element `name`; absent when optional, refused when mandatory and missing or repeated. */
export function child(parent: Element, name: string, required: true): Element;
export function child(parent: Element, name: string, required: false): Element | undefined;
export function child(parent: Element, name: string, required: boolean): Element | undefined {
  const found = children(parent, name);
  if (found.length > 1) schemaError(`more than one ${name} in ${parent.localName}`);
  if (required && found.length === 0) schemaError(`${parent.localName} lacks its ${name} element`);
  return found[0];
}

type Rule = RegExp | readonly string[] | { maxLength: number };

function matches(value: string, rule: Rule): boolean {
  if (rule instanceof RegExp) return rule.test(value);
  if (Array.isArray(rule)) return rule.includes(value);
  return value.length >= 1 && value.length <= (rule as { maxLength: number }).maxLength;
}

/** The attribute's value; refused when mandatory and missing, or when it breaks its rule. */
export function attribute(element: Element, name: string, rule: Rule, required: true): string;
export function attribute(element: Element, name: string, rule: Rule, required: false): string | undefined;
export function attribute(element: Element, name: string, rule: Rule, required: boolean): string | undefined {
  if (!element.hasAttribute(name)) {
    if (required) schemaError(`attribute ${element.localName}/@${name} is required but missing`);
    return undefined;
  }
  const value = element.getAttribute(name) ?? '';
  if (!matches(value, rule)) schemaError(`attribute ${element.localName}/@${name} has an invalid value "${value}"`);
  return value;
}
