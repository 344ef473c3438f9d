interface PeriodPickerProps<Span extends number> {
  /** What the period is called, as the label of its buttons: 'Periode'. */
  label: string;
  /** The period shown, as read out when it changes: 'Week 46 t/m 47 2026'. */
  shown: string;
  previous: { label: string; onClick: () => void };
  now: { label: string; onClick: () => void };
  next: { label: string; onClick: () => void };
  spans: {
    label: string;
    options: readonly Span[];
    names: Record<Span, string>;
    current: Span;
    onPick: (span: Span) => void;
  };
  /** The classes of the whole and of the period's text, the page's own. */
  className: string;
  labelClassName: string;
}

/**
 * A period of whole weeks above a board or a table: 'Vorige', now ('Vandaag', 'Deze week'), 'Volgende', what
 * is shown, and how many weeks at once. The Planbord and Weken each keep their period in their own URL.
 */
export function PeriodPicker<Span extends number>({
  label,
  shown,
  previous,
  now,
  next,
  spans,
  className,
  labelClassName,
}: PeriodPickerProps<Span>) {
  return (
    <div className={className}>
      <div className="button-row" role="group" aria-label={label}>
        {[previous, now, next].map((step) => (
          <button key={step.label} type="button" className="button" onClick={step.onClick}>
            {step.label}
          </button>
        ))}
      </div>
      <p className={labelClassName} aria-live="polite">
        {shown}
      </p>
      <div className="button-row" role="group" aria-label={spans.label}>
        {spans.options.map((span) => (
          <button
            key={span}
            type="button"
            className={spans.current === span ? 'button button--primary' : 'button'}
            aria-pressed={spans.current === span}
            onClick={() => spans.onPick(span)}
          >
            {spans.names[span]}
          </button>
        ))}
      </div>
    </div>
  );
}
