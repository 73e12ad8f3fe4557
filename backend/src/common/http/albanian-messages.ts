/** The Albanian sentence sent as `detail` when an error carries none of its own. */
export const DEFAULT_DETAIL_BY_STATUS: Record<number, string> = {
  400: 'Kërkesa nuk është e vlefshme.',
  401: 'Ju lutemi identifikohuni.',
  403: 'Nuk keni leje për këtë veprim.',
  404: 'Nuk u gjet.',
  405: 'Ky veprim nuk lejohet.',
  409: 'Ky veprim bie ndesh me të dhënat ekzistuese.',
  413: 'Kërkesa është shumë e madhe.',
  415: 'Lloji i të dhënave nuk mbështetet. Dërgoni JSON.',
  429: 'Shumë përpjekje. Ju lutemi provoni përsëri pas pak.',
  500: 'Ndodhi një gabim i papritur. Ju lutemi provoni përsëri.',
  503: 'Shërbimi nuk është i disponueshëm për momentin.',
};

export const NOT_AN_OBJECT_DETAIL = 'Të dhënat e dërguara duhet të jenë një objekt JSON.';
export const INVALID_TEXT_DETAIL = 'Të dhënat përmbajnë karaktere të palejuara.';

export function defaultDetail(status: number): string {
  return DEFAULT_DETAIL_BY_STATUS[status] ?? (status >= 500 ? DEFAULT_DETAIL_BY_STATUS[500] : DEFAULT_DETAIL_BY_STATUS[400]);
}
