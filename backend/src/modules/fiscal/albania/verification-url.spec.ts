import { VERIFICATION_PAGES } from '../../../config/fiscal-endpoints';
import { verificationUrl } from './verification-url';

describe("the QR code's verification URL", () => {
  it("carries the specification's parameters, with the offset's plus sign encoded", () => {
    expect(
      verificationUrl(VERIFICATION_PAGES.test, {
        iic: 'EA26D5BE7F45827026108F825A8A512B',
        issuerNipt: 'L91806031N',
        issueDateTime: '2019-09-26T13:50:13+01:00',
        ordinalNumber: 6,
        businessUnitCode: 'bg517kw842',
        tcrCode: 'xb131ap287',
        softwareCode: 'gz434bv927',
        totalPrice: '199.00',
      }),
    ).toBe(
      'https://efiskalizimi-app-test.tatime.gov.al/invoice-check/#/verify?iic=EA26D5BE7F45827026108F825A8A512B' +
        '&tin=L91806031N&crtd=2019-09-26T13:50:13%2B01:00&ord=6&bu=bg517kw842&cr=xb131ap287&sw=gz434bv927&prc=199.00',
    );
  });
});
