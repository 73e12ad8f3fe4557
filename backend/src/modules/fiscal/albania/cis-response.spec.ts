import { CisFaultError, CisUnreadableAnswerError } from './cis-errors';
import { readCisAnswer } from './cis-response';

/** The answers as the technical specification prints them (v07, 3.7.5.2 and 3.9.3), signatures left out. */
const RESPONSE = `<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Header/>
<SOAP-ENV:Body><ns2:RegisterInvoiceResponse Id="Response" Version="3"
 xmlns:ns2="https://eFiskalizimi.tatime.gov.al/FiscalizationService/schema" xmlns:ns3="http://www.w3.org/2000/09/xmldsig#">
<ns2:Header RequestUUID="8d216f9a-55bb-445a-be32-30137f11b964" SendDateTime="2019-11-27T09:41:12+01:00"
 UUID="f8bcb5ae-59fb-41ac-9011-f4db86bbce26"/><ns2:FIC>a592e7ec-9517-4f02-8d54-ac965f679a8c</ns2:FIC>
</ns2:RegisterInvoiceResponse></SOAP-ENV:Body></SOAP-ENV:Envelope>`;

const FAULT = `<SOAP-ENV:Envelope xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/"><SOAP-ENV:Header/>
<SOAP-ENV:Body><SOAP-ENV:Fault><faultcode>SOAP-ENV:CLIENT</faultcode>
<faultstring xml:lang="en">Validation failed with digest wrong.</faultstring>
<detail><code>30</code><requestUUID>78dde160-2b33-40e4-98fa-f6a2c34475a3</requestUUID>
<responseUUID>9416dcca-499a-4724-933d-40d115ea4fc7</responseUUID></detail></SOAP-ENV:Fault></SOAP-ENV:Body>
</SOAP-ENV:Envelope>`;

describe("reading the CIS's answer", () => {
  it('reads the FIC and the header of a response', () => {
    expect(readCisAnswer(RESPONSE, 'RegisterInvoiceResponse', 'FIC')).toEqual({
      result: 'a592e7ec-9517-4f02-8d54-ac965f679a8c',
      responseUuid: 'f8bcb5ae-59fb-41ac-9011-f4db86bbce26',
      requestUuid: '8d216f9a-55bb-445a-be32-30137f11b964',
      sendDateTime: '2019-11-27T09:41:12+01:00',
    });
  });

  it("turns a fault into a CisFaultError with the CIS's code and text", () => {
    let error: unknown;
    try {
      readCisAnswer(FAULT, 'RegisterInvoiceResponse', 'FIC');
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(CisFaultError);
    expect(error).toMatchObject({
      code: '30',
      text: 'Validation failed with digest wrong.',
      origin: 'Client',
      requestUuid: '78dde160-2b33-40e4-98fa-f6a2c34475a3',
      responseUuid: '9416dcca-499a-4724-933d-40d115ea4fc7',
    });
  });

  it('calls anything else unreadable, to be sent again later', () => {
    expect(() => readCisAnswer('<html>502 Bad Gateway</html>', 'RegisterInvoiceResponse', 'FIC')).toThrow(
      CisUnreadableAnswerError,
    );
    expect(() => readCisAnswer(RESPONSE, 'RegisterTCRResponse', 'TCRCode')).toThrow(CisUnreadableAnswerError);
  });
});
