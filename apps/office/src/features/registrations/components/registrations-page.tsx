import { ADMINISTRATION_EDITORS, type ReviewedRegistration } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useSession } from '../../../api/session';
import '../../../components/list.css';
import { Toast, type ToastMessage } from '../../../components/toast';
import { nl } from '../../../i18n/nl';
import { refusalText } from '../../../lib/form-check';
import { useAddressState } from '../../../lib/use-address-state';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { formatHours, today } from '../../planning';
import { validateRegistrations } from '../api/registrations';
import {
  isPeriodValid,
  readRegistrationFilter,
  writeRegistrationFilter,
  type RegistrationFilter,
} from '../lib/registration-filter';
import { hoursTotal, validationSummary } from '../lib/registration-values';
import { useRegistrationPages } from '../lib/use-registration-pages';
import { useRegistrationSelection } from '../lib/use-registration-selection';
import { CorrectionDialog } from './correction-dialog';
import { HistoryDialog } from './history-dialog';
import { ExportLinks } from './export-links';
import { PeriodControl } from './period-control';
import { RegistrationFilters } from './registration-filters';
import { RegistrationGrid } from './registration-grid';
import { RegistrationGroups } from './registration-groups';
import './registrations.css';

const text = nl.registrations;

/** The filters in the address; without a period, this month's. */
const REGISTRATION_ADDRESS = {
  read: (params: URLSearchParams) => readRegistrationFilter(params, today()),
  write: writeRegistrationFilter,
};

/**
 * /kantoor/registraties: every registration of a period, narrowed by the filters in the address, loaded page
 * by page as the grid scrolls. The administratie and a beheerder correct a row with a reason, validate a
 * selection, and close the period; a planner reads.
 */
export function RegistrationsPage() {
  const session = useSession();
  const canEdit = ADMINISTRATION_EDITORS.includes(session.user.role);
  const queryClient = useQueryClient();
  const titleId = useId();
  const [filter, changeFilter] = useAddressState(REGISTRATION_ADDRESS);
  const periodValid = isPeriodValid(filter);

  const selection = useRegistrationSelection();
  const [correcting, setCorrecting] = useState<ReviewedRegistration | null>(null);
  const [history, setHistory] = useState<ReviewedRegistration | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const closeToast = () => setToast(null);
  const { busy, run } = useSingleFlight();

  const update = (change: Partial<RegistrationFilter>) => {
    selection.clear();
    changeFilter((current) => ({ ...current, ...change }));
  };

  const grouped = filter.groupBy !== undefined;
  const actions = { canEdit, selection, onCorrect: setCorrecting, onHistory: setHistory };
  const { registrations, rows, grid } = useRegistrationPages(filter, actions, periodValid && !grouped);
  const hours = useMemo(() => hoursTotal(rows), [rows]);
  const { chosen } = selection;

  const validate = (validated: boolean) =>
    void run(async () => {
      try {
        const result = await validateRegistrations(queryClient, {
          validated,
          registrations: chosen.map(({ kind, id }) => ({ kind, id })),
        });
        selection.clear();
        setToast({ text: validationSummary(result, validated), tone: 'done' });
      } catch (error) {
        setToast({ text: refusalText(error), tone: 'error' });
      }
    });

  return (
    <section className="page registrations-page" aria-labelledby={titleId}>
      <title>{`${text.title} · ${nl.app.name}`}</title>
      <div className="registrations-page__head">
        <div>
          <h1 id={titleId}>{text.title}</h1>
          <p>{canEdit ? text.intro : text.readOnly}</p>
        </div>
        <PeriodControl role={session.user.role} />
      </div>
      <RegistrationFilters filter={filter} periodValid={periodValid} onChange={update} />
      <div className="toolbar registrations-page__toolbar">
        {registrations.data && !grouped ? (
          <p className="toolbar__count" role="status">
            {text.totals(rows.length, formatHours(hours), registrations.hasNextPage)}
          </p>
        ) : null}
        {canEdit && periodValid ? <ExportLinks filter={filter} /> : null}
        {canEdit ? (
          <div className="button-row registrations-page__bulk">
            <span className="muted">{text.selected(chosen.length)}</span>
            <button
              type="button"
              className="button"
              disabled={chosen.length === 0}
              aria-busy={busy}
              onClick={() => validate(true)}
            >
              {text.validate}
            </button>
            <button
              type="button"
              className="button"
              disabled={chosen.length === 0}
              aria-busy={busy}
              onClick={() => validate(false)}
            >
              {text.unvalidate}
            </button>
          </div>
        ) : null}
      </div>
      {!periodValid ? null : filter.groupBy ? (
        <RegistrationGroups filter={filter} by={filter.groupBy} {...actions} />
      ) : registrations.isPending ? (
        <p role="status">{nl.app.loading}</p>
      ) : registrations.isError ? (
        <div role="alert" className="card">
          <p>{text.loadFailed}</p>
          <button type="button" className="button" onClick={() => void registrations.refetch()}>
            {nl.errors.retry}
          </button>
        </div>
      ) : (
        <RegistrationGrid {...grid} />
      )}
      {correcting ? (
        <CorrectionDialog
          row={correcting}
          onClose={() => setCorrecting(null)}
          onCorrected={() => {
            setCorrecting(null);
            setToast({ text: text.corrected, tone: 'done' });
          }}
        />
      ) : null}
      {history ? <HistoryDialog row={history} onClose={() => setHistory(null)} /> : null}
      <Toast message={toast} onClose={closeToast} />
    </section>
  );
}
