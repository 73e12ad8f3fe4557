import { labelQrText } from '../JobLabel/label-qr';
import { QrImage } from '../QrImage/QrImage';

interface Props {
  trackingToken: string;
  ticketCode: string;
}

/**
 * The QR code of the client's tracking page (as on the label), and how to get there without it: the
 * lookup page, with the ticket's number and the phone's last four digits. The code's place is marked
 * `data-drawing` until it is drawn.
 */
export function ReceiptQr({ trackingToken, ticketCode }: Props) {
  const lookup = `${window.location.host}/gjurmo`;
  return (
    <section className="receipt-center" aria-label="Gjurmimi i riparimit">
      <QrImage className="receipt-qr" text={labelQrText(trackingToken)} alt={`Kodi QR i biletës ${ticketCode}`} />
      <p className="receipt-small">
        Ndiqni riparimin tuaj: skanoni kodin QR, ose hapni {lookup} dhe shkruani numrin e biletës dhe katër shifrat e
        fundit të telefonit.
      </p>
    </section>
  );
}
