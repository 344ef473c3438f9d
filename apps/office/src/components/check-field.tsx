import { useId } from 'react';

interface CheckFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown, not changed: the record is read-only here. */
  disabled?: boolean;
  hint?: string;
}

/** A labelled checkbox, with what it means below the label when that needs saying. */
export function CheckField({ label, checked, onChange, disabled = false, hint }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint ? (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
