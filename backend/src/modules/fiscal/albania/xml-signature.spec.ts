import { makeAlbaniaTestCredential } from '../../../../test/fiscal-doubles/albania-test-credential';
import { cashDepositRequestXml } from './cash-deposit-request';
import { CisSignatureError, signCisMessage, verifyCisSignature } from './xml-signature';

const credential = makeAlbaniaTestCredential({ nipt: 'L91806031N' });
const unsigned = cashDepositRequestXml({
  uuid: '58e0a7d7-eebc-41d8-9669-0800200c9a66',
  sendDateTime: '2026-11-26T08:00:00+01:00',
  changeDateTime: '2026-11-26T08:00:00+01:00',
  operation: 'INITIAL',
  cashAmount: '0',
  tcrCode: 'ab123cd456',
  issuerNipt: 'L91806031N',
});

const codeOf = (xml: string): string | undefined => {
  try {
    verifyCisSignature(xml);
    return undefined;
  } catch (error) {
    return (error as CisSignatureError).cisCode;
  }
};

describe('the XML signature of CIS messages', () => {
  it('signs the request element as the specification asks, and verifies with the certificate it carries', () => {
    const signed = signCisMessage(unsigned, credential);
    expect(signed).toContain('<Reference URI="#Request">');
    expect(signed).toContain('<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>');
    expect(signed).toMatch(/IssuerNUIS="L91806031N"\/><Signature xmlns="http:\/\/www.w3.org\/2000\/09\/xmldsig#">/);
    expect(signed).toMatch(/<\/Signature><\/RegisterCashDepositRequest>/);
    const verified = verifyCisSignature(signed);
    expect(verified.certificatePem.replace(/\s/g, '')).toBe(credential.certificatePem.replace(/\s/g, ''));
    expect(verified.signedXml).toContain('CashAmt="0.00"');
  });

  it("answers the CIS's code for each way a signature fails", () => {
    const signed = signCisMessage(unsigned, credential);
    expect(codeOf(unsigned)).toBe('21');
    expect(codeOf(signed.replace('CashAmt="0.00"', 'CashAmt="9.00"'))).toBe('30');
    // The key is new in every run, so the value's first character is changed to one it is not.
    const tampered = signed.replace(
      /<SignatureValue>(.)/,
      (_, first: string) => `<SignatureValue>${first === 'A' ? 'B' : 'A'}`,
    );
    expect(codeOf(tampered)).toBe('29');
    expect(codeOf(signed.replace('xmlenc#sha256', 'xmldsig#sha1'))).toBe('28');
    expect(codeOf(signed.replace('Id="Request"', 'Id="Other"'))).toBe('22');
  });
});
