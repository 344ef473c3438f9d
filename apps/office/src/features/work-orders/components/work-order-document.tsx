import type { OfficeWorkOrderSignature } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { nl } from '../../../i18n/nl';
import { formatDateTime } from '../../../lib/dates';
import { workOrderFiles, workOrderSignatureQuery } from '../api/work-order-records';
import { RecordSection } from './record-section';

const texts = nl.workOrderRecords;

function SignatureState({ signature }: { signature: OfficeWorkOrderSignature['signature'] }) {
  if (signature === null) return <p>{texts.unsigned}</p>;
  const when = formatDateTime(signature.signedAt);
  return (
    <p>
      {signature.signerName ? texts.signed(signature.signerName, when) : texts.signedUnnamed(when)}
      {signature.employeeName ? ` ${texts.signedWith(signature.employeeName)}` : null}
    </p>
  );
}

/** 'Werkbon' on a work order's page: whether the customer signed, and the PDF the app and the package get. */
export function WorkOrderDocument({ orderId }: { orderId: number }) {
  const query = useQuery(workOrderSignatureQuery(orderId));
  return (
    <RecordSection title={texts.document} query={query} failed={texts.signatureFailed}>
      {(signature) => (
        <>
          <SignatureState signature={signature} />
          <p className="muted">{texts.pdfExplained}</p>
          <a className="button" href={workOrderFiles.pdf(orderId)} target="_blank" rel="noopener">
            {texts.pdf}
          </a>
        </>
      )}
    </RecordSection>
  );
}
