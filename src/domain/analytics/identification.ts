/**
 * Spec §9 Analytics: phone numbers used for identification replace the leading 0 with 61 for AU and 64
 * otherwise. A number without a leading 0 is already international and passes unchanged.
 */
export function identificationPhoneNumber(phone: string, countryCode: string): string {
  const trimmed = phone.trim();
  if (!trimmed.startsWith('0')) return trimmed;
  return `${countryCode.trim().toUpperCase() === 'AU' ? '61' : '64'}${trimmed.slice(1)}`;
}
