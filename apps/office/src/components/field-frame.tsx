import { useId, type ReactNode } from 'react';

/** What a control needs to be read out with its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FieldFrameProps {
  label: string;
  /** The Dutch message of what is wrong with the value; the control is then marked invalid and names it. */
  error?: string;
  hint?: string;
  /** The control itself (an input, a textarea, a select), given the ids that tie it to the rest. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled control with its hint and its error, both read out with the control. */
export function FieldFrame({ label, error, hint, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
