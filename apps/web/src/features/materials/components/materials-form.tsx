import { formatDate, parseDate, unitName } from '@bouwwerk/domain';
import { isBookableQuantity, isIncompleteMaterialEntry, isValidMaterialEntry } from '../../../lib/material-entry';
import { useId, useMemo, useRef, useState } from 'react';
import { nl } from '../../../i18n/nl';
import { usePassport } from '../../../state/passport';
import { UnsavedChangesModal } from '../../../components/unsaved-changes-modal';
import { showSaveFailure } from '../../../state/save-failure';
import { showToast } from '../../../state/toasts';
import { useUnsavedWork } from '../../../state/unsaved-work';
import { materialBookingWrite, type MaterialsTarget } from '../../../api/bookings';
import { saveWrite } from '../../../api/outbox';
import { useMaterials } from '../../../api/materials';
import { lineFromCatalogue, newLineKey, toMaterialLines, type BookingLine } from '../lib/booking-lines';
import { catalogueEntries, type CatalogueEntry } from '../lib/catalogue';
import { BookingList } from './booking-list';
import { CatalogueSection } from './catalogue-section';
import { EMPTY_MANUAL_DRAFT, ManualEntry, type ManualDraft } from './manual-entry';
import './materials-form.css';

export interface MaterialsFormProps {
  /** Where the materials are booked. */
  target: MaterialsTarget;
  /** The date the form starts on (the day the user came from). */
  initialDate: Date;
  /** After a successful booking, with the date it was booked on. */
  onSaved: (date: Date) => void;
  /** Told when the user picks another (valid) day. */
  onDateChange?: (date: Date) => void;
}

type Quantities = Readonly<Record<number, string>>;

/**
 * The one materials booking form, for work orders and project parts alike: a date, the catalogue (search
 * and browsing) with quantity inputs, manual entry, the list of lines to book, and Opslaan, which sticks
 * above the bottom navigation so it is in reach without scrolling.
 */
export function MaterialsForm({ target, initialDate, onSaved, onDateChange }: MaterialsFormProps) {
  const id = useId();
  const passport = usePassport();
  const catalogue = useMaterials();
  const [saving, setSaving] = useState(false);

  const [dateText, setDateText] = useState(() => formatDate(initialDate, 'api'));
  const [dateInvalid, setDateInvalid] = useState(false);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [addMessage, setAddMessage] = useState('');
  const [manual, setManual] = useState<ManualDraft>(EMPTY_MANUAL_DRAFT);
  const [manualErrors, setManualErrors] = useState(false);
  const [lines, setLines] = useState<BookingLine[]>([]);
  const [saveMessage, setSaveMessage] = useState('');
  const [confirmSave, setConfirmSave] = useState(false);

  const dateRef = useRef<HTMLInputElement>(null);
  const manualRef = useRef<HTMLInputElement>(null);

  const codes = catalogue.data?.codes;
  const entryById = useMemo(
    () => new Map<number, CatalogueEntry>(catalogueEntries(codes ?? []).map((entry) => [entry.row.groupLineId, entry])),
    [codes],
  );

  const manualIncomplete = isIncompleteMaterialEntry(manual);
  const filledQuantities = Object.values(quantities).some((aantal) => aantal.trim() !== '');
  const unsaved = manualIncomplete || isValidMaterialEntry(manual) || filledQuantities || lines.length > 0;
  // Leaving the page asks first, the app update waits for this work, and switching accounts asks first
  // (state/unsaved-work.ts).
  const unsavedWork = useUnsavedWork(unsaved, {
    message: manualIncomplete ? nl.materials.incompleteBooking : nl.materials.pendingLines,
  });

  /** The catalogue lines with a usable quantity become booking lines; their inputs are emptied. */
  function takeCatalogueLines(): { added: BookingLine[]; invalid: boolean } {
    const added: BookingLine[] = [];
    let invalid = false;
    const rest: Record<number, string> = {};
    for (const [key, aantal] of Object.entries(quantities)) {
      const entry = entryById.get(Number(key));
      if (aantal.trim() === '' || !entry) continue;
      if (isBookableQuantity(aantal)) added.push(lineFromCatalogue(entry.row, aantal));
      else {
        invalid = true;
        rest[Number(key)] = aantal;
      }
    }
    setQuantities(rest);
    return { added, invalid };
  }

  function addCatalogueLines() {
    const { added, invalid } = takeCatalogueLines();
    setLines((current) => [...current, ...added]);
    setSaveMessage('');
    setAddMessage(
      added.length > 0
        ? nl.materials.linesAdded(added.length)
        : invalid
          ? nl.materials.quantitiesInvalid
          : nl.materials.noQuantities,
    );
  }

  function addManualLine() {
    if (!isValidMaterialEntry(manual)) {
      setManualErrors(true);
      manualRef.current?.focus();
      return;
    }
    setLines((current) => [...current, manualLine(manual)]);
    setManual(EMPTY_MANUAL_DRAFT);
    setManualErrors(false);
    setSaveMessage('');
  }

  /** Opslaan; `skipIncomplete` after Doorgaan on the incomplete-entry question. */
  function save(skipIncomplete = false) {
    if (saving || !passport) return;
    const date = parseDate(dateText, 'api');
    if (!date) {
      setDateInvalid(true);
      dateRef.current?.focus();
      return;
    }
    if (manualIncomplete && !skipIncomplete) {
      setConfirmSave(true);
      return;
    }
    // What was typed but not yet added goes along: a complete manual entry and catalogue quantities.
    // It is moved into the list first, so the list shows exactly what is booked, also if booking fails.
    const pending = [...lines, ...takeCatalogueLines().added];
    if (isValidMaterialEntry(manual)) {
      pending.push(manualLine(manual));
      setManual(EMPTY_MANUAL_DRAFT);
      setManualErrors(false);
    }
    setLines(pending);
    setAddMessage('');
    // Invalid lines are skipped (specification section 5).
    const materialen = toMaterialLines(pending);
    if (materialen.length === 0) {
      setSaveMessage(nl.materials.nothingToSave);
      return;
    }
    setSaveMessage('');
    const summary = nl.outboxSend.materials(
      materialen.map((line) =>
        nl.outboxSend.materialLine(String(line.aantal), unitName(line.eenheid), line.omschrijving),
      ),
    );
    const write = materialBookingWrite({ target, date, medewerkerId: passport.userID, lines: materialen }, summary);
    setSaving(true);
    // Going on to the next screen once booked is not leaving unsaved work.
    unsavedWork
      .saving(() => saveWrite(passport, write))
      .then((saved) => {
        if (saved.status === 'sent') showToast({ type: 'success', message: nl.materials.saved });
        onSaved(date);
      })
      // Everything entered stays in the form, to try again.
      .catch((error: unknown) => showSaveFailure(error, nl.materials.bookingFailed))
      .finally(() => setSaving(false));
  }

  return (
    <div className="materials-form">
      <div className="materials-form__panel materials-form__date">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            {nl.materials.date}
          </label>
          <input
            ref={dateRef}
            id={`${id}-date`}
            className="field__input"
            type="date"
            required
            value={dateText}
            onChange={(event) => {
              setDateText(event.target.value);
              setDateInvalid(false);
              const day = parseDate(event.target.value, 'api');
              if (day) onDateChange?.(day);
            }}
            aria-invalid={dateInvalid || undefined}
            aria-describedby={dateInvalid ? `${id}-date-error` : undefined}
          />
          {dateInvalid ? (
            <p id={`${id}-date-error`} className="materials-form__error">
              {nl.materials.dateInvalid}
            </p>
          ) : null}
        </div>
      </div>

      <div className="materials-form__columns">
        {codes ? (
          codes.length === 0 ? (
            <section className="materials-form__panel materials-form__message">
              <h2 className="materials-form__message-title">{nl.materials.emptyCatalogueTitle}</h2>
              <p>{nl.materials.emptyCatalogueText}</p>
            </section>
          ) : (
            <CatalogueSection
              codes={codes}
              quantities={quantities}
              onQuantityChange={(groupLineId, aantal) => {
                setQuantities((current) => ({ ...current, [groupLineId]: aantal }));
                setAddMessage('');
              }}
              onAddLines={addCatalogueLines}
              addMessage={addMessage}
            />
          )
        ) : catalogue.isError ? (
          <section className="materials-form__panel materials-form__message" role="alert">
            <p>{nl.materials.loadFailed}</p>
            <button type="button" className="button button--secondary" onClick={() => void catalogue.refetch()}>
              {nl.materials.retry}
            </button>
          </section>
        ) : (
          <section className="materials-form__panel materials-form__message" role="status" aria-busy="true">
            <p>{nl.materials.loading}</p>
          </section>
        )}

        <div className="materials-form__side">
          <ManualEntry
            draft={manual}
            onChange={(draft) => {
              setManual(draft);
              if (isValidMaterialEntry(draft)) setManualErrors(false);
            }}
            onAdd={addManualLine}
            showErrors={manualErrors}
            firstFieldRef={manualRef}
          />
          <BookingList
            lines={lines}
            onQuantityChange={(key, aantal) =>
              setLines((current) => current.map((line) => (line.key === key ? { ...line, aantal } : line)))
            }
            onRemove={(key) => setLines((current) => current.filter((line) => line.key !== key))}
          />
        </div>
      </div>

      <div className="materials-form__save sticky-actions">
        <p className="materials-form__feedback" role="status">
          {saveMessage}
        </p>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => save()}
          disabled={saving}
          aria-busy={saving}
        >
          {saving ? nl.materials.saving : nl.materials.save}
        </button>
      </div>

      {confirmSave ? (
        <UnsavedChangesModal
          message={nl.materials.incompleteBooking}
          onBack={() => {
            setConfirmSave(false);
            setManualErrors(true);
            // After the modal has given the focus back to Opslaan.
            setTimeout(() => manualRef.current?.focus(), 0);
          }}
          onContinue={() => {
            setConfirmSave(false);
            save(true);
          }}
        />
      ) : null}
    </div>
  );
}

function manualLine(draft: ManualDraft): BookingLine {
  return {
    key: newLineKey(),
    aantal: draft.aantal.trim(),
    eenheid: draft.eenheid,
    omschrijving: draft.omschrijving.trim(),
  };
}
