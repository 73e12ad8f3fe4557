import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { runtimeConfig } from '@repair-shop/web/runtime-config';

interface Props {
  planName: string | null;
  onClose: () => void;
}

/** Buying is not done online: the dialog gives the provider's contacts (a native <dialog>, to keep the page light). */
export function ContactDialog({ planName, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const contact = runtimeConfig().contact;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (planName && !element.open) element.showModal();
    if (!planName && element.open) element.close();
  }, [planName]);

  const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

  return (
    <dialog ref={dialog} className="landing-dialog" onClose={onClose} aria-labelledby="contact-title">
      <h2 id="contact-title">Bleni paketën {planName}</h2>
      <p>Na kontaktoni në cilindo kanal dhe ne e aktivizojmë abonimin tuaj menjëherë.</p>
      <ul className="landing-contacts">
        <li>
          <span>Telefon</span> <a href={`tel:${digits(contact.phone)}`}>{contact.phone}</a>
        </li>
        <li>
          <span>WhatsApp</span>{' '}
          <a href={`https://wa.me/${digits(contact.whatsapp).replace('+', '')}`}>{contact.whatsapp}</a>
        </li>
        <li>
          <span>Viber</span>{' '}
          <a href={`viber://chat?number=${encodeURIComponent(digits(contact.viber))}`}>{contact.viber}</a>
        </li>
        <li>
          <span>Facebook</span>{' '}
          <a href={`https://${contact.facebook.replace(/^https?:\/\//, '')}`}>{contact.facebook}</a>
        </li>
        <li>
          <span>Snapchat</span>{' '}
          <a href={`https://www.snapchat.com/add/${encodeURIComponent(contact.snapchat)}`}>{contact.snapchat}</a>
        </li>
      </ul>
      <div className="landing-dialog-actions">
        <Link className="landing-button landing-button-primary" to="/register">
          Vazhdo me regjistrimin
        </Link>
        <button type="button" className="landing-button" onClick={onClose}>
          Mbyll
        </button>
      </div>
    </dialog>
  );
}
