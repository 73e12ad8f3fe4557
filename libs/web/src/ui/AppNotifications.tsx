import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { NOTIFICATION_AUTO_CLOSE_MS } from './notify';

/** Below Mantine's `sm` breakpoint: a phone. */
const PHONE = '(max-width: 47.99em)';

/**
 * Where the messages of every frontend appear. They used to pile up at the bottom right, over the job
 * rows' actions (the table's last column) and the attention list's Viber and WhatsApp buttons (the right
 * end of each row). On a computer they sit at the bottom centre, narrow, where the lists show text, not
 * buttons (at the top they covered the header's trial badge and user menu); on a phone, where the next
 * tap is at the bottom under the thumb, they sit at the top. Few at once, and soon gone.
 */
export function AppNotifications() {
  const phone = useMediaQuery(PHONE) ?? false;
  return (
    <Notifications
      position={phone ? 'top-center' : 'bottom-center'}
      limit={phone ? 2 : 3}
      autoClose={NOTIFICATION_AUTO_CLOSE_MS}
      containerWidth={phone ? 440 : 360}
    />
  );
}
