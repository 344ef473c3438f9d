import { decimalToHhmm, sameHours, stepHours } from '@bouwwerk/domain';
import { nl } from '../../i18n/nl';

export interface TimePickerProps {
  id: string;
  label: string;
  /** Decimal hours (7.5 is 07:30). */
  value: number;
  onChange: (hours: number) => void;
  disabled?: boolean;
  /** The most hours one booking may hold; default 24. */
  maxHours?: number;
  /** One-tap hours under the picker (hourPresets); none when omitted. */
  presets?: readonly number[];
  /** The preset that is the day's remaining hours, named as such. */
  remaining?: number;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const MINUTES = Array.from({ length: 60 }, (_, m) => m);

/**
 * Hours entered as HH:MM (specification section 5): an hours and a minutes list, which phones show as their
 * own large wheel pickers, so no typing with gloves and no ':' to find on a numeric keypad. The value stays
 * decimal hours (hours + minutes/60), shown rounded to whole minutes. Beside the lists: a quarter hour less or
 * more (48 px, for a thumb in a glove) and one-tap presets such as 08:00 and the rest of the day.
 */
export function TimePicker({
  id,
  label,
  value,
  onChange,
  disabled,
  maxHours = 24,
  presets = [],
  remaining,
}: TimePickerProps) {
  const [hoursText, minutesText] = decimalToHhmm(Math.min(value, maxHours)).split(':') as [string, string];
  const hours = Number(hoursText);
  const minutes = Number(minutesText);
  const atMax = hours >= maxHours;

  const change = (nextHours: number, nextMinutes: number) =>
    // At the maximum there is no room for minutes on top.
    onChange(nextHours >= maxHours ? maxHours : nextHours + nextMinutes / 60);

  return (
    <fieldset id={id} className="time-picker" disabled={disabled}>
      <legend className="field__label">{label}</legend>
      <div className="time-picker__fields">
        <select
          id={`${id}-hours`}
          className="field__input time-picker__select"
          aria-label={nl.hoursForm.hoursPart}
          value={hours}
          onChange={(event) => change(Number(event.target.value), minutes)}
        >
          {Array.from({ length: maxHours + 1 }, (_, h) => (
            <option key={h} value={h}>
              {twoDigits(h)}
            </option>
          ))}
        </select>
        <span className="time-picker__separator" aria-hidden="true">
          :
        </span>
        <select
          id={`${id}-minutes`}
          className="field__input time-picker__select"
          aria-label={nl.hoursForm.minutesPart}
          value={atMax ? 0 : minutes}
          onChange={(event) => change(hours, Number(event.target.value))}
        >
          {MINUTES.map((m) => (
            <option key={m} value={m} disabled={atMax && m > 0}>
              {twoDigits(m)}
            </option>
          ))}
        </select>
        <span className="time-picker__unit">{nl.hoursForm.unit}</span>
      </div>
      <div className="time-picker__quick">
        <button
          type="button"
          className="button button--secondary button--unavailable time-picker__step"
          aria-label={nl.hoursForm.stepDown}
          disabled={value <= 0}
          onClick={() => onChange(stepHours(value, -1, maxHours))}
        >
          −
        </button>
        <button
          type="button"
          className="button button--secondary button--unavailable time-picker__step"
          aria-label={nl.hoursForm.stepUp}
          disabled={value >= maxHours}
          onClick={() => onChange(stepHours(value, 1, maxHours))}
        >
          +
        </button>
        {presets.length > 0 ? (
          <div className="time-picker__presets" role="group" aria-label={nl.hoursForm.presets}>
            {presets.map((preset) => {
              const text = decimalToHhmm(preset);
              const isRest = remaining !== undefined && sameHours(preset, remaining);
              return (
                <button
                  key={preset}
                  type="button"
                  className="button button--secondary time-picker__preset"
                  aria-label={isRest ? nl.hoursForm.remainingPresetName(text) : nl.hoursForm.preset(text)}
                  aria-pressed={sameHours(preset, value)}
                  onClick={() => onChange(preset)}
                >
                  {isRest ? nl.hoursForm.remainingPreset(text) : text}
                </button>
              );
            })}
          </div>
        ) : null}
      </div>
    </fieldset>
  );
}
