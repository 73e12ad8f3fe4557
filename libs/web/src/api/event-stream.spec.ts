import { parseEventStream, readEventStream, type ServerSentEvent } from './event-stream';

describe('parseEventStream', () => {
  it('reads the events a blank line ends, with their names and data, and keeps the rest for the next chunk', () => {
    expect(parseEventStream('event: queued\nid: 1\ndata: \n\nevent: ping\ndata: a\ndata: b\n\nevent: que')).toEqual({
      events: [
        { event: 'queued', data: '' },
        { event: 'ping', data: 'a\nb' },
      ],
      rest: 'event: que',
    });
  });

  it('takes \\r\\n line ends, skips comments, and names an unnamed event "message"', () => {
    expect(parseEventStream(': hello\r\n\r\ndata:x\r\n\r\n')).toEqual({
      events: [{ event: 'message', data: 'x' }],
      rest: '',
    });
    // Half of a \r\n at the end of a chunk waits for the other half.
    expect(parseEventStream('event: queued\r\n\r')).toEqual({ events: [], rest: 'event: queued\n\r' });
  });
});

describe('readEventStream', () => {
  it('hands over each event however the stream cuts the bytes, and drops one the end cuts off', async () => {
    const bytes = new TextEncoder().encode('event: queued\ndata: \n\nevent: ping\ndata: ë\n\nevent: queu');
    const chunks = [bytes.slice(0, 7), bytes.slice(7, 30), bytes.slice(30, 41), bytes.slice(41)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(chunk));
        controller.close();
      },
    });
    const events: ServerSentEvent[] = [];
    await readEventStream(body, (event) => events.push(event));
    expect(events).toEqual([
      { event: 'queued', data: '' },
      { event: 'ping', data: 'ë' },
    ]);
  });
});
