/** Spec §8 HTTP statuses: the statuses the product tells apart. */
export const DISTINGUISHED_STATUSES = [200, 300, 301, 302, 400, 401, 404, 500] as const;
export type DistinguishedStatus = (typeof DISTINGUISHED_STATUSES)[number];

export const isDistinguishedStatus = (status: number): status is DistinguishedStatus =>
  (DISTINGUISHED_STATUSES as readonly number[]).includes(status);

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
