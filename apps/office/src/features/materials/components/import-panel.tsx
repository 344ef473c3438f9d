import type { MaterialImportReport, MaterialImportRow } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { importFile, previewImport } from '../api/materials';
import { catalogueFileOf, isTooLarge, MATERIAL_MESSAGES } from '../lib/material-messages';
import { TableWrap } from '../../../components/table-wrap';

/** Rows of a preview shown at once: a whole catalogue's would make the page slow, and the counts say the rest. */
const ROWS_SHOWN = 200;
const ORDER: Record<MaterialImportRow['action'], number> = { refused: 0, change: 1, create: 2, unchanged: 3 };

const t = nl.catalogueImport;

function explanation(row: MaterialImportRow): string {
  if (row.action === 'change')
    return t.changes(row.changes.map((field) => nl.catalogue.fields[field].toLowerCase()).join(', '));
  return row.reasons
    .map((reason) =>
      reason.reason === 'invalid' && reason.field
        ? `${reason.column ?? nl.catalogue.fields[reason.field]}: ${MATERIAL_MESSAGES[reason.field]}`
        : t.refusals[reason.reason as Exclude<typeof reason.reason, 'invalid'>],
    )
    .join(' ');
}

/** The refusal of the file as a whole, in Dutch at the file field. */
function fileError(error: unknown): string {
  if (isApiError(error, 413)) return t.fileTooLarge;
  if (isApiError(error, 415)) return t.fileWrongType;
  if (isApiError(error, 400)) return t.fileUnreadable(error.message);
  return t.failed;
}

function ReportTable({ report }: { report: MaterialImportReport }) {
  const titleId = useId();
  const rows = [...report.rows].sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.row - b.row);
  if (rows.length === 0) return null;
  return (
    <>
      {rows.length > ROWS_SHOWN ? <p>{t.firstRows(ROWS_SHOWN, rows.length)}</p> : null}
      <TableWrap>
        <table className="table" aria-labelledby={titleId}>
          <caption id={titleId} className="visually-hidden">
            {t.title}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="table__number">
                {t.row}
              </th>
              <th scope="col">{t.action}</th>
              <th scope="col">{nl.catalogue.fields.code}</th>
              <th scope="col">{nl.catalogue.fields.description}</th>
              <th scope="col">{t.reasons}</th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, ROWS_SHOWN).map((row) => (
              <tr key={row.row}>
                <td className="table__number">{row.row}</td>
                <td>
                  <span className={row.action === 'refused' ? 'badge badge--warning' : 'badge'}>
                    {t.actions[row.action]}
                  </span>
                </td>
                <td className="nowrap">{row.code}</td>
                <td>{row.description}</td>
                <td>{explanation(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </>
  );
}

const summaryOf = ({ counts }: MaterialImportReport) =>
  t.summary(counts.create, counts.change, counts.refused, counts.unchanged);

/**
 * 'Importeren': a file chosen and checked by the server, its preview (what each row will do), then 'Importeer',
 * which sends the same file again to be applied, and the result.
 */
export function ImportPanel({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const { busy, run } = useSingleFlight();
  const [file, setFile] = useState<Blob | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [preview, setPreview] = useState<MaterialImportReport | null>(null);
  const [result, setResult] = useState<MaterialImportReport | null>(null);

  const choose = (chosen: File | undefined) => {
    setPreview(null);
    setResult(null);
    setError(undefined);
    setFile(null);
    if (!chosen) return;
    const typed = catalogueFileOf(chosen);
    if (!typed) setError(t.fileWrongType);
    else if (isTooLarge(chosen)) setError(t.fileTooLarge);
    else setFile(typed);
  };

  const onCheck = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setError(error ?? t.fileWrongType);
      return;
    }
    void run(async () => {
      try {
        setPreview(await previewImport(file));
      } catch (failure) {
        setError(fileError(failure));
      }
    });
  };

  const onImport = () =>
    file &&
    void run(async () => {
      try {
        setResult(await importFile(queryClient, file));
        setPreview(null);
      } catch (failure) {
        setError(fileError(failure));
      }
    });

  const writes = preview ? preview.counts.create + preview.counts.change : 0;
  return (
    <section className="card catalogue-import" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.explained}</p>
      <form className="form" noValidate onSubmit={onCheck}>
        <TextField
          label={t.file}
          hint={t.fileHint}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => choose(event.target.files?.[0])}
          error={error}
        />
        <div className="button-row">
          <button type="submit" className="button" aria-busy={busy && !preview}>
            {busy && !preview ? t.checking : t.check}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t.close}
          </button>
        </div>
      </form>

      {preview ? (
        <div className="catalogue-import__report">
          <p role="status">{summaryOf(preview)}</p>
          {preview.ignoredColumns.length > 0 ? <p>{t.ignoredColumns(preview.ignoredColumns.join(', '))}</p> : null}
          <ReportTable report={preview} />
          {writes > 0 ? (
            <button type="button" className="button button--primary" onClick={onImport} aria-busy={busy}>
              {busy ? t.importing : t.submit}
            </button>
          ) : (
            <p>{t.nothingToDo}</p>
          )}
        </div>
      ) : null}

      {result ? (
        <div className="catalogue-import__report">
          <p role="status">{t.done(result.counts.create, result.counts.change, result.counts.refused)}</p>
          <ReportTable report={result} />
        </div>
      ) : null}
    </section>
  );
}
