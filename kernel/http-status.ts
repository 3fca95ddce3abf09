/** Spec §8 Status messages. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export const UNKNOWN_STATUS_MESSAGE = 'Unknown Error';

export const statusMessage = (status: number): string => STATUS_MESSAGES[status] ?? UNKNOWN_STATUS_MESSAGE;

/** Spec §8: any non-2xx status raises an API error. */
export const raisesApiError = (status: number): boolean => !(status >= 200 && status <= 299);
