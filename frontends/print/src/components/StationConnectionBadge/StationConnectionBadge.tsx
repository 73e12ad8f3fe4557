import { Badge } from '@mantine/core';
import type { StationConnection } from '../../station/station-events';

export const CONNECTION_TEXTS: Record<StationConnection, string> = {
  connecting: 'Po lidhet…',
  connected: 'Lidhur',
  retrying: 'Po provon përsëri…',
};

const COLORS: Record<StationConnection, string> = { connecting: 'gray', connected: 'teal', retrying: 'orange' };

/** Whether the station hears at once of new documents ("Lidhur"), or is opening the link again (it still polls meanwhile). */
export function StationConnectionBadge({ connection }: { connection: StationConnection }) {
  return (
    <Badge
      size="xl"
      variant="dot"
      color={COLORS[connection]}
      role="status"
      aria-label={`Lidhja: ${CONNECTION_TEXTS[connection]}`}
    >
      {CONNECTION_TEXTS[connection]}
    </Badge>
  );
}
