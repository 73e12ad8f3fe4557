import { useQrCode } from '../../hooks/use-qr-code';
import { labelQrText } from '../JobLabel/label-qr';

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
  const qr = useQrCode(labelQrText(trackingToken));
  const lookup = `${window.location.host}/gjurmo`;
  return (
    <section className="receipt-center" aria-label="Gjurmimi i riparimit">
      {qr ? (
        <img className="receipt-qr" src={qr} alt={`Kodi QR i biletës ${ticketCode}`} />
      ) : (
        <div className="receipt-qr" data-drawing="" />
      )}
      <p className="receipt-small">
        Ndiqni riparimin tuaj: skanoni kodin QR, ose hapni {lookup} dhe shkruani numrin e biletës dhe katër shifrat e
        fundit të telefonit.
      </p>
    </section>
  );
}
