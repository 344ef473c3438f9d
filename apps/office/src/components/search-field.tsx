import { useId } from 'react';
import { nl } from '../i18n/nl';

interface SearchFieldProps {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}

/** 'Zoeken' at the head of a list's toolbar: it narrows the list as one types. */
export function SearchField({ value, placeholder, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {nl.list.search}
      </label>
      <input
        id={id}
        className="input toolbar__search"
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
