/**
 * Links that leave the app: a route in the maps service and a phone call. Shared by every screen that
 * shows an address or a phone number (overview cards, work order page).
 */

export interface PostalAddress {
  street: string;
  postalcode: string;
  city: string;
}

/** 'Regenboogstraat 4, 3523 KL Utrecht'; empty parts are left out. */
export function formatAddress({ street, postalcode, city }: PostalAddress): string {
  const place = [postalcode.trim(), city.trim()].filter(Boolean).join(' ');
  return [street.trim(), place].filter(Boolean).join(', ');
}

/** Directions from where the phone is to the address, in Google Maps (its app on a phone, the site elsewhere). */
export function mapsDirectionsHref(address: PostalAddress): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(formatAddress(address))}`;
}

/** A tel: link; spaces, dashes and brackets of the written number are dropped, a leading + is kept. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** The number to call a person on: the mobile first, else the fixed line; '' when neither is known. */
export function phoneOf(person: { mobile: string; telephone: string }): string {
  return person.mobile.trim() || person.telephone.trim();
}
