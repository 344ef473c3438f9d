import type { PlanningItem } from '@bouwwerk/domain';
import { PhoneIcon } from '../../../components/icons';
import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';
import { telHref } from '../../../lib/links';

interface WorkerDetailsModalProps {
  worker: PlanningItem['planningWerken'][number];
  onClose: () => void;
}

/** Who does a part of the day's work: the company, what they do, and a button to call them. */
export function WorkerDetailsModal({ worker, onClose }: WorkerDetailsModalProps) {
  const { companyName, telephone } = worker.companyDto;
  return (
    <Modal title={companyName} onClose={onClose} closeLabel={nl.workerDetails.close}>
      <dl className="worker-details">
        {worker.description ? (
          <div>
            <dt>{nl.workerDetails.work}</dt>
            <dd>{worker.description}</dd>
          </div>
        ) : null}
        <div>
          <dt>{nl.workerDetails.telephone}</dt>
          <dd>{telephone || nl.workerDetails.noTelephone}</dd>
        </div>
      </dl>
      {telephone ? (
        <a className="button button--primary button--block" href={telHref(telephone)}>
          <PhoneIcon />
          {nl.workerDetails.call(telephone)}
        </a>
      ) : null}
    </Modal>
  );
}
