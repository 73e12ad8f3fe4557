import type { JobSignatureResponse, SignatureKind } from '@repair-shop/contracts';

/** The client's signature of that kind (at intake, at pickup), if it was taken. */
export const signatureOf = (
  signatures: readonly JobSignatureResponse[],
  kind: SignatureKind,
): JobSignatureResponse | undefined => signatures.find((signature) => signature.kind === kind);
