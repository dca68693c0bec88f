/** The one error body of the API: `error` and `message` are both sentences a person can read. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

const DEFAULT_SENTENCES: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'Authentication is required.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'That method is not allowed here.',
  409: 'That conflicts with the current state.',
  413: 'The request body is too large (100 KB at most).',
  415: 'The request must be sent as JSON.',
  429: 'Too many attempts. Please wait and try again.',
  500: 'Something went wrong on our side. Please try again.',
  502: 'A service we depend on did not answer properly. Please try again.',
  503: 'The shop is temporarily unavailable. Please try again in a moment.',
};

/** The sentence of an answer that has none of its own (Nest's and Fastify's failures, unknown errors). */
export function defaultSentence(status: number): string {
  return DEFAULT_SENTENCES[status] ?? (status >= 500 ? DEFAULT_SENTENCES[500] : DEFAULT_SENTENCES[400]);
}
