/**
 * What can go wrong talking to the CIS, as types the caller tells apart: the CIS refused the document (a
 * SOAP fault with its numeric code and text, Fiscalization Service - Technical, v07, 3.9), or it could not
 * be reached or understood in time, when the document is printed without its FIC and sent again later.
 */

export class CisFaultError extends Error {
  constructor(
    /** The CIS's numeric error code (3.9.2), e.g. "11" for a message the schema refuses. */
    readonly code: string,
    /** The CIS's own explanation, kept to show the user. */
    readonly text: string,
    /** "Client" (the message is wrong) or "Server" (the CIS failed: codes 9xx). */
    readonly origin: string,
    readonly requestUuid?: string,
    readonly responseUuid?: string,
  ) {
    super(`CIS refused the request (${origin} ${code}): ${text}`);
  }
}

/** No answer in time: the network failed, the connection was cut, or the time-out passed. */
export class CisUnreachableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * An answer that is neither a response nor a fault (an HTML error page, a cut body). The CIS may or may
 * not have registered the document, so it is retried like an unreachable CIS: the resend's UUID is the same.
 */
export class CisUnreadableAnswerError extends CisUnreachableError {}
