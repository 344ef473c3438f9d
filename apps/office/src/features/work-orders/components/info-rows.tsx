import { WORK_ORDER_INFO_MAX } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { TextField } from '../../../components/text-field';
import { infoRow, type InfoRow } from '../lib/work-order-values';

interface InfoRowsProps {
  rows: InfoRow[];
  onChange: (rows: InfoRow[]) => void;
  readOnly: boolean;
  /** What is wrong with the rows (a label missing, a value too long, too many). */
  error?: string;
}

/** 'Extra informatie': label and value pairs, in the order the field app shows them, added and removed here. */
export function InfoRows({ rows, onChange, readOnly, error }: InfoRowsProps) {
  const change = (key: number, part: Partial<InfoRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...part } : row)));
  return (
    <fieldset>
      <legend>{nl.workOrderForm.info}</legend>
      {rows.length === 0 ? <p className="muted">{nl.workOrderForm.infoNone}</p> : null}
      <ol className="info-rows">
        {rows.map((row, index) => (
          <li key={row.key} className="info-rows__row" aria-label={nl.workOrderForm.infoRow(index + 1)}>
            <TextField
              label={nl.workOrderForm.infoLabel}
              autoComplete="off"
              value={row.label}
              readOnly={readOnly}
              onChange={(event) => change(row.key, { label: event.target.value })}
            />
            <TextField
              label={nl.workOrderForm.infoValue}
              autoComplete="off"
              value={row.value}
              readOnly={readOnly}
              onChange={(event) => change(row.key, { value: event.target.value })}
            />
            {readOnly ? null : (
              <button
                type="button"
                className="button"
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                {nl.workOrderForm.removeInfo(index + 1)}
              </button>
            )}
          </li>
        ))}
      </ol>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {readOnly || rows.length >= WORK_ORDER_INFO_MAX ? null : (
        <button type="button" className="button" onClick={() => onChange([...rows, infoRow()])}>
          {nl.workOrderForm.addInfo}
        </button>
      )}
    </fieldset>
  );
}
