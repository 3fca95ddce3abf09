/**
 * Spec §9 Analytics: a phone number used for identification has its leading 0 replaced with the country's
 * calling code, 61 for AU and 64 for any other country; spaces and punctuation are dropped first.
 * Null when the number holds no digit at all.
 */
export function identificationPhone(phone: string | null | undefined, country: string): string | null {
  const digits = (phone ?? '').replace(/[^0-9]/g, '');
  if (digits === '') return null;
  if (!digits.startsWith('0')) return digits;
  const callingCode = country.trim().toUpperCase() === 'AU' ? '61' : '64';
  return callingCode + digits.slice(1);
}
