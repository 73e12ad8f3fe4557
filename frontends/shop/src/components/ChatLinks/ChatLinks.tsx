import { Button, Tooltip, type MantineSize } from '@mantine/core';
import { CHAT_APPS, CHAT_APP_LABELS, type ChatApp, type ChatDraft } from '@repair-shop/contracts';

export const NO_INTERNATIONAL_NUMBER =
  'Numri i klientit nuk mund të shkruhet në formë ndërkombëtare (+383…): korrigjoni telefonin te të dhënat e punës.';

const APP_COLORS: Record<ChatApp, string> = { viber: 'violet', whatsapp: 'green' };

interface Props {
  draft: ChatDraft;
  /** Called as the link opens (the browser follows it itself: a link opened after an await is blocked). */
  onOpen: (app: ChatApp) => void;
  /** Said when hovering a link, e.g. "Hap Viber me mesazhin e statusit". */
  title: (app: ChatApp) => string;
  size?: MantineSize;
  /** Why a button is disabled without a number the apps take; the client's, by default. */
  noNumberReason?: string;
}

/**
 * "Viber" and "WhatsApp" as real links holding the client's number and the message (viber://…, which
 * opens the app; https://wa.me/…, in a new tab that hands over to the app). Without an international
 * number there is no link: the button stays, disabled, and its tooltip says why.
 */
export function ChatLinks({ draft, onOpen, title, size = 'sm', noNumberReason = NO_INTERNATIONAL_NUMBER }: Props) {
  return (
    <>
      {CHAT_APPS.map((app) => {
        const link = draft.links?.[app];
        if (!link) {
          return (
            <Tooltip
              key={app}
              label={noNumberReason}
              withArrow
              multiline
              w={280}
              events={{ hover: true, focus: true, touch: true }}
            >
              <Button
                size={size}
                variant="light"
                color="gray"
                data-disabled
                aria-disabled="true"
                onClick={(event) => event.preventDefault()}
              >
                {CHAT_APP_LABELS[app]}
              </Button>
            </Tooltip>
          );
        }
        return (
          <Button
            key={app}
            component="a"
            href={link}
            target={app === 'whatsapp' ? '_blank' : undefined}
            rel="noopener noreferrer"
            size={size}
            variant="light"
            color={APP_COLORS[app]}
            title={title(app)}
            onClick={() => onOpen(app)}
          >
            {CHAT_APP_LABELS[app]}
          </Button>
        );
      })}
    </>
  );
}
