import { REGISTRATION_EXPORT_FORMATS, type RegistrationExportFormat } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { apiParams, type RegistrationFilter } from '../lib/registration-filter';

/** The export of the grid's filter: the server streams the file, the browser saves it. */
export const exportHref = (filter: RegistrationFilter, format: RegistrationExportFormat) =>
  `/office/v1/registrations/export?${new URLSearchParams({ format, ...apiParams(filter) })}`;

/** 'Exporteren' as XLSX, CSV or the 'Urenoverzicht' of exactly what the filters show. */
export function ExportLinks({ filter }: { filter: RegistrationFilter }) {
  const text = nl.registrations.export;
  return (
    <nav className="button-row registrations-page__export" aria-label={text.label}>
      <span className="muted">{text.label}</span>
      {REGISTRATION_EXPORT_FORMATS.map((format) => (
        <a key={format} className="button" href={exportHref(filter, format)} download>
          {text.formats[format]}
        </a>
      ))}
    </nav>
  );
}
