/** One server-sent event: its name ("message" when it gave none) and its data lines joined by "\n". */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * The events complete in `buffer` (each ends with a blank line) and the text after the last one, to be
 * read again with the next chunk. Comments (":" lines) and fields other than event and data are skipped;
 * an event with an empty data field is still an event (the server's "queued" carries no data).
 */
export function parseEventStream(buffer: string): { events: ServerSentEvent[]; rest: string } {
  // A "\r" at the very end may be the first half of a "\r\n" still on its way.
  const held = buffer.endsWith('\r') ? '\r' : '';
  const text = (held ? buffer.slice(0, -1) : buffer).replace(/\r\n?/g, '\n');
  const blocks = text.split('\n\n');
  const rest = (blocks.pop() ?? '') + held;
  const events: ServerSentEvent[] = [];
  for (const block of blocks) {
    let event: string | null = null;
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (event !== null || data.length > 0) events.push({ event: event || 'message', data: data.join('\n') });
  }
  return { events, rest };
}

/** Reads a text/event-stream body to its end, handing each event over as it arrives. */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      buffer += decoder.decode(value ?? new Uint8Array(), { stream: !done });
      const parsed = parseEventStream(buffer);
      buffer = parsed.rest;
      parsed.events.forEach(onEvent);
      // An event cut off by the end of the stream is dropped, as EventSource drops it.
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}
