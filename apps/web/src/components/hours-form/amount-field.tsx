import { useState } from 'react';
import { parseQuantity } from '../../lib/material-entry';
import { formatQuantity } from '../../lib/quantities';

/** Nothing to show for no amount yet (0), so the field starts empty rather than with a refused 0. */
const formatAmount = (value: number) => (Number.isFinite(value) && value > 0 ? formatQuantity(value) : '');
const parseAmount = (text: string) => parseQuantity(text) ?? Number.NaN;

export interface AmountFieldProps {
  id: string;
  label: string;
  /** What one of the amount is, shown after the input. */
  unit: string;
  /** The amount as a number; NaN while the text is not one. */
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  invalid?: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

/**
 * An amount typed as a Dutch decimal ('1,5' or '1.5') on the phone's decimal keypad, with its unit beside it:
 * other project costs are counted, not timed. Text that is no number reaches the form as NaN, so the request
 * schema refuses it with the field's message.
 */
export function AmountField({ id, label, unit, value, onChange, disabled, invalid }: AmountFieldProps) {
  const [text, setText] = useState(() => formatAmount(value));
  // A value set from outside (the form's default arriving) shows unless the user is typing that same number.
  const shown = Object.is(parseAmount(text), value) || (value === 0 && text.trim() === '') ? text : formatAmount(value);
  return (
    <div className="field amount-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="amount-field__row">
        <input
          id={id}
          className="field__input amount-field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={shown}
          disabled={disabled}
          aria-describedby={invalid?.['aria-describedby'] ?? `${id}-unit`}
          aria-invalid={invalid?.['aria-invalid']}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseAmount(event.target.value));
          }}
        />
        <span id={`${id}-unit`} className="amount-field__unit">
          {unit}
        </span>
      </div>
    </div>
  );
}
