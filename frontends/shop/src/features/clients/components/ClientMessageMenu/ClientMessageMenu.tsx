import { Button, Menu } from '@mantine/core';
import type { Country } from '@repair-shop/contracts';
import { CHAT_APP_LABELS } from '@repair-shop/contracts';
import { clientContactLinks } from '../../utils/client-contact';
import { ChevronDownIcon, MessageIcon } from '../../../../components/Icons/icons';

interface Props {
  name: string;
  phone: string;
  /** The shop's country: a local number is written with its code. */
  country: Country;
}

/**
 * "Kontakto": call the client, or write to them by SMS, Viber or WhatsApp from the shop's own phone or
 * computer (the app opens with a greeting to send). Links, so that a phone's long press and a
 * computer's middle click work as for any link.
 */
export function ClientMessageMenu({ name, phone, country }: Props) {
  const links = clientContactLinks(phone, country, name);
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="light" leftSection={<MessageIcon />} rightSection={<ChevronDownIcon size={14} />}>
          Kontakto
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={`Kontakto ${name}`}>
        <Menu.Item component="a" href={links.call}>
          Telefono
        </Menu.Item>
        <Menu.Item component="a" href={links.sms}>
          SMS
        </Menu.Item>
        {links.viber && (
          <Menu.Item component="a" href={links.viber}>
            {CHAT_APP_LABELS.viber}
          </Menu.Item>
        )}
        {links.whatsapp && (
          <Menu.Item component="a" href={links.whatsapp} target="_blank" rel="noopener noreferrer">
            {CHAT_APP_LABELS.whatsapp}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
