import { LOGO_LIMITS, LOGO_MEDIA_TYPES, type OfficeCompany } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/form-check';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { logoSrc, removeLogo, uploadLogo } from '../api/settings';

/** Why the server took no logo, in the words of the field; the browser checks type and size first as it does. */
const refusal = (error: unknown) =>
  isApiError(error, 413)
    ? nl.company.logoTooLarge
    : isApiError(error, 415)
      ? nl.company.logoType
      : isApiError(error, 400)
        ? nl.company.logoUnreadable
        : refusalText(error);

function fileRefusal(file: File): string | null {
  if (!(LOGO_MEDIA_TYPES as readonly string[]).includes(file.type)) return nl.company.logoType;
  if (file.size > LOGO_LIMITS.maxBytes) return nl.company.logoTooLarge;
  return null;
}

/** The company's logo as the app and the werkbon show it; a beheerder uploads another or removes it. */
export function CompanyLogo({ company, readOnly }: { company: OfficeCompany; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const { busy, run } = useSingleFlight();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string | null>(null);
  const inputId = useId();

  const act = (action: () => Promise<unknown>, message: string) =>
    run(async () => {
      setError(undefined);
      setDone(null);
      try {
        await action();
        setDone(message);
      } catch (caught) {
        setError(refusal(caught));
      }
    });

  return (
    <section className="card company-logo" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{nl.company.logo}</h2>
      {company.logoVersion ? (
        <img
          className="company-logo__image"
          src={logoSrc(company.logoVersion)}
          alt={nl.company.logoAlt(company.name)}
        />
      ) : (
        <p className="muted">{nl.company.noLogo}</p>
      )}
      {readOnly ? null : (
        <>
          <div className="field">
            <label className="field__label" htmlFor={inputId}>
              {nl.company.logoFile}
            </label>
            <input
              id={inputId}
              type="file"
              accept={LOGO_MEDIA_TYPES.join(',')}
              aria-describedby={`${inputId}-hint`}
              aria-invalid={error ? true : undefined}
              aria-busy={busy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const wrong = fileRefusal(file);
                if (wrong) setError(wrong);
                else void act(() => uploadLogo(queryClient, file), nl.company.logoUploaded);
              }}
            />
            <p id={`${inputId}-hint`} className="field__hint">
              {nl.company.logoHint}
            </p>
          </div>
          {company.logoVersion ? (
            <button
              type="button"
              className="button"
              aria-busy={busy}
              onClick={() => void act(() => removeLogo(queryClient), nl.company.logoRemoved)}
            >
              {nl.company.removeLogo}
            </button>
          ) : null}
        </>
      )}
      {busy ? <p role="status">{nl.company.uploading}</p> : null}
      <FormError message={error} />
      <StatusMessage message={done} />
    </section>
  );
}
