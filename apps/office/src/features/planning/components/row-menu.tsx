import { useRef, useState, type KeyboardEvent } from 'react';
import { nl } from '../../../i18n/nl';

interface RowMenuProps {
  name: string;
  items: { label: string; onSelect: () => void }[];
}

/** The '⋯' of a row's name: a small menu of what can be done with the employee's row. */
export function RowMenu({ name, items }: RowMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') close(true);
    else if (event.key === 'ArrowDown') entries[(at + 1) % entries.length]?.focus();
    else if (event.key === 'ArrowUp') entries[(at - 1 + entries.length) % entries.length]?.focus();
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <div className="row-menu">
      <button
        ref={buttonRef}
        type="button"
        className="row-menu__button"
        tabIndex={-1}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={nl.planning.actionsOf(name)}
        onClick={() => setOpen((current) => !current)}
      >
        ⋯
      </button>
      {open ? (
        <div
          role="menu"
          aria-label={nl.planning.actionsOf(name)}
          className="row-menu__list"
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) close(false);
          }}
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              className="row-menu__item"
              // The menu opens on the first of its items, as a menu does.
              ref={index === 0 ? (node) => node?.focus() : undefined}
              onClick={() => {
                close(false);
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
