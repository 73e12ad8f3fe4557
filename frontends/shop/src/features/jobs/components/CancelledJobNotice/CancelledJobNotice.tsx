import { Alert, Text } from '@mantine/core';
import type { JobMessageResponse } from '@repair-shop/contracts';
import { formatDateTime } from '@repair-shop/web';

interface Props {
  reason: string;
  /** The job's history, whose latest cancellation says who cancelled it and when. */
  history: JobMessageResponse[];
}

/** At the top of a cancelled job: "Anuluar", why, by whom and when, and how to reopen it. */
export function CancelledJobNotice({ reason, history }: Props) {
  const cancellation = [...history].reverse().find((entry) => entry.type === 'status' && entry.status === 'cancelled');
  return (
    <Alert color="dark" variant="outline" title="Kjo punë është anuluar" role="status">
      <Text size="sm">Arsyeja: {reason}</Text>
      {cancellation && (
        <Text size="xs" c="dimmed">
          Anuluar më {formatDateTime(cancellation.createdAt)}
          {cancellation.author ? ` nga ${cancellation.author.name}` : ''}. Nuk numërohet në numrat dhe statistikat;
          zgjidhni një status për ta rihapur.
        </Text>
      )}
    </Alert>
  );
}
