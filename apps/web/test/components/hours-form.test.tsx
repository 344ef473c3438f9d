import { HourBookingSchema, hourTypeChoiceOrder, LIMITS } from '@bouwwerk/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_FIELDS } from '../../src/components/hours-form/hour-entry-fields';
import { HoursForm, type HoursFormValues } from '../../src/components/hours-form/hours-form';
import { nl } from '../../src/i18n/nl';
import { hasUnsavedWork } from '../../src/state/unsaved-work';

afterEach(cleanup);

const hourTypes = [
  { id: 5, omschrijving: 'Normaal' },
  { id: 6, omschrijving: 'Overwerk' },
];

/** Hours on work order 12 as the order page sends them. */
const bodyOf = (values: HoursFormValues) => ({
  datum: values.date,
  medewerkerId: 3,
  werkbonId: 12,
  uursoortId: values.hourTypeId,
  aantal: values.hours,
  opmerking: values.remark,
});

function renderForm(defaultHours = 8) {
  const onSubmit = vi.fn((_body: unknown, _values: HoursFormValues) => Promise.resolve());
  render(
    <HoursForm
      hourTypes={hourTypes}
      initialDate="2026-03-02"
      defaultHours={defaultHours}
      request={{ schema: HourBookingSchema, body: bodyOf, fields: BOOKING_FIELDS }}
      onSubmit={onSubmit}
    />,
  );
  const save = screen.getByRole('button', { name: nl.hoursForm.save });
  return { onSubmit, save };
}

const setHours = (hours: number, minutes: number) => {
  fireEvent.change(screen.getByRole('combobox', { name: nl.hoursForm.hoursPart }), {
    target: { value: String(hours) },
  });
  fireEvent.change(screen.getByRole('combobox', { name: nl.hoursForm.minutesPart }), {
    target: { value: String(minutes) },
  });
};

describe('the hours form', () => {
  it('refuses a date outside the business range with the Dutch message, and does not save', () => {
    const { onSubmit, save } = renderForm();
    const date = screen.getByLabelText(nl.hoursForm.date);
    fireEvent.change(date, { target: { value: '1999-12-31' } });
    expect(screen.getByText(nl.hoursForm.dateInvalid)).toBeDefined();
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(save).toHaveProperty('disabled', true);
    fireEvent.submit(save.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses 00:00 hours and a remark longer than the server keeps', () => {
    const { save } = renderForm();
    setHours(0, 0);
    expect(screen.getByText(nl.hoursForm.hoursInvalid)).toBeDefined();
    setHours(1, 0);
    expect(screen.queryByText(nl.hoursForm.hoursInvalid)).toBeNull();
    expect(save).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByLabelText(nl.hoursForm.remark), {
      target: { value: 'x'.repeat(LIMITS.remarkMax + 1) },
    });
    expect(screen.getByText(nl.hoursForm.remarkInvalid(LIMITS.remarkMax))).toBeDefined();
    expect(save).toHaveProperty('disabled', true);
  });

  it('does not complain about a field the user has not touched', () => {
    // A day without remaining hours opens the form on 00:00: not yet savable, but not an error either.
    const { save } = renderForm(0);
    expect(save).toHaveProperty('disabled', true);
    expect(screen.queryByText(nl.hoursForm.hoursInvalid)).toBeNull();
  });

  it('sends the booking as the route schema parsed it', async () => {
    const { onSubmit, save } = renderForm();
    fireEvent.change(screen.getByLabelText(nl.hoursForm.hourType), { target: { value: '6' } });
    setHours(2, 30);
    fireEvent.change(screen.getByLabelText(nl.hoursForm.remark), { target: { value: '  Dak afgewerkt ' } });
    fireEvent.click(save);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(
      {
        datum: '2026-03-02',
        medewerkerId: 3,
        werkbonId: 12,
        projectId: null,
        werkId: null,
        budgetId: null,
        stelpostId: null,
        uursoortId: 6,
        aantal: 2.5,
        opmerking: 'Dak afgewerkt',
        omschrijving: '',
        materialen: [],
      },
      { date: '2026-03-02', hourTypeId: 6, hours: 2.5, remark: 'Dak afgewerkt' },
    );
  });

  it('counts a prefilled form as unsaved only once the user changes it', () => {
    // 'Boek geplande uren' opens the form on the planned hours: leaving it untouched loses nothing.
    render(
      <HoursForm
        hourTypes={hourTypes}
        initialDate="2026-03-02"
        defaultHours={8}
        initialHours={2.5}
        request={{ schema: HourBookingSchema, body: bodyOf, fields: BOOKING_FIELDS }}
        onSubmit={() => Promise.resolve()}
      />,
    );
    expect(hasUnsavedWork()).toBe(false);
    setHours(3, 0);
    expect(hasUnsavedWork()).toBe(true);
  });
});

describe("the hours form's hour type", () => {
  /** GET /v1/uursoorten of a company whose 'Aanneming' sorts before 'Normaal': as the server orders it. */
  const uursoorten = (normaalIsDefault: boolean) =>
    hourTypeChoiceOrder([
      { id: 21, omschrijving: 'Aanneming', sortOrder: 0, isDefault: false },
      { id: 22, omschrijving: 'Normaal', sortOrder: 10, isDefault: normaalIsDefault },
      { id: 23, omschrijving: 'Overwerk', sortOrder: 20, isDefault: false },
    ]).map(({ id, omschrijving }) => ({ id, omschrijving }));

  const form = (types: ReadonlyArray<{ id: number; omschrijving: string }>, initialHourTypeId?: number) => (
    <HoursForm
      hourTypes={types}
      initialDate="2026-03-02"
      defaultHours={8}
      initialHourTypeId={initialHourTypeId}
      request={{ schema: HourBookingSchema, body: bodyOf, fields: BOOKING_FIELDS }}
      onSubmit={() => Promise.resolve()}
    />
  );
  const soort = () => screen.getByLabelText<HTMLSelectElement>(nl.hoursForm.hourType);
  const shown = () => soort().selectedOptions[0]?.textContent;

  it("starts on the company's default, not on the type that sorts first", () => {
    render(form(uursoorten(true)));
    expect(soort().value).toBe('22');
    expect(shown()).toBe('Normaal');
  });

  it('starts on the first by sort order when the company marked none', () => {
    render(form(uursoorten(false)));
    expect(soort().value).toBe('21');
    expect(shown()).toBe('Aanneming');
  });

  it('moves to the default when the list arrives after the form, and keeps a prefilled type', () => {
    const { rerender } = render(form([]));
    rerender(form(uursoorten(true)));
    expect(soort().value).toBe('22');
    cleanup();
    render(form(uursoorten(true), 23));
    expect(soort().value).toBe('23');
  });
});
