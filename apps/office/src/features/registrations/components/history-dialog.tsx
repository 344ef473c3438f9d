import type { ReviewedRegistration } from '@bouwwerk/domain';
import { Dialog } from '../../../components/dialog';
import { nl } from '../../../i18n/nl';
import { formatDate } from '../../../lib/dates';
import { RecordHistory } from '../../audit-log';

/** The Logboek's table of each kind of registration. */
const TABLE_OF = { hours: 'hour_registrations', material: 'material_registrations' } as const;

/** 'Geschiedenis': every change of one registration (the field's, the office's, the package's), before and after. */
export function HistoryDialog({ row, onClose }: { row: ReviewedRegistration; onClose: () => void }) {
  return (
    <Dialog
      title={nl.registrations.historyOf(formatDate(row.date), row.employee?.name ?? nl.registrations.noEmployee)}
      onClose={onClose}
    >
      <RecordHistory tables={[TABLE_OF[row.kind]]} recordId={row.id} />
    </Dialog>
  );
}
