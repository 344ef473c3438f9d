import { nl } from '../i18n/nl';
import { FieldFrame } from './field-frame';

interface SearchFieldProps {
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
}

/** 'Zoeken' at the head of a list's toolbar: it narrows the list as one types. */
export function SearchField({ value, placeholder, onChange }: SearchFieldProps) {
  return (
    <FieldFrame label={nl.list.search}>
      {(control) => (
        <input
          {...control}
          className="input toolbar__search"
          type="search"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
