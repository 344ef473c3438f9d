import type { RequestSchema } from '@bouwwerk/domain';
import { useState, type FormEvent } from 'react';
import { checkRequest, saveRefusal, type FieldErrors } from './form-check';
import { useSingleFlight } from './use-single-flight';

interface RecordFormOptions<V, F extends string, I, A> {
  initial: () => V;
  /** Shown, not edited: a submit sends nothing. */
  readOnly: boolean;
  schema: RequestSchema<I>;
  /** The body the values make, text trimmed: a name of spaces is no name. */
  toBody: (values: V) => unknown;
  /** Each field's Dutch message, for the values as they are now (a message may depend on another field). */
  messages: (values: V) => Record<F, string>;
  /** Conflicts of the server (409, by code) the form explains at a field. */
  conflicts?: Record<string, FieldErrors<F>>;
  /** Resolves with the record as saved, whose values the form then shows; nothing when another screen takes over. */
  save: (input: I) => Promise<A | void>;
  valuesOf: (answer: A) => V;
}

/**
 * A record's form: its values, checked by the schema the server checks them with before anything is sent,
 * sent once at a time, and the server's refusal placed at the field it names.
 */
export function useRecordForm<V, F extends string, I, A>(options: RecordFormOptions<V, F, I, A>) {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [saved, setSaved] = useState(false);
  const { busy: saving, run } = useSingleFlight();

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (options.readOnly) return;
    const messages = options.messages(values);
    const checked = checkRequest(options.schema, options.toBody(values), messages);
    setErrors(checked.errors);
    if (!checked.ok) return;
    void run(async () => {
      try {
        const answer = await options.save(checked.data);
        if (answer !== undefined) {
          setValues(options.valuesOf(answer));
          setSaved(true);
        }
      } catch (error) {
        setErrors(saveRefusal(error, messages, options.conflicts));
      }
    });
  };

  return { values, set, errors, saved, saving, onSubmit };
}
