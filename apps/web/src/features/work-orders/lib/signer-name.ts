import { SignerNameSchema } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';

export type SignerNameCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * 'Naam klant' checked by the rule the server checks it with (SignerNameSchema): not blank, one line, at most
 * 100 characters; sent trimmed. Every refusal asks for the name, the one thing the customer can fix.
 */
export function checkSignerName(typed: string): SignerNameCheck {
  const result = SignerNameSchema.safeParse(typed);
  return result.success ? { ok: true, name: result.data } : { ok: false, message: nl.signature.signerNameRequired };
}
