import { ORDER_STATUS_LABELS, ORDER_ORIGIN_LABELS } from '../../../domain/orders';

export const orderStatusLabel = (status: string): string => (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status;
export const orderOriginLabel = (origin: string): string => (ORDER_ORIGIN_LABELS as Record<string, string>)[origin] ?? origin;
