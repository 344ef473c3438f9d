import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

interface FrameProps {
  label: string;
  /** The Dutch message of what is wrong with the value; the field is then marked invalid and names it. */
  error?: string;
  hint?: string;
}

type TextFieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled input with its hint and its error, both read out with the field. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <input className="input" {...control} {...input} />}
    </FieldFrame>
  );
}

type TextAreaFieldProps = FrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled text of several lines. */
export function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <textarea className="input textarea" rows={4} {...control} {...textarea} />}
    </FieldFrame>
  );
}

type SelectFieldProps = FrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

/** A labelled choice of a list. */
export function SelectField({ label, error, hint, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => (
        <select className="select" {...control} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
