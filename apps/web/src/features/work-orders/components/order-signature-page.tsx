import { canSignWorkOrder, formatDate, LIMITS } from '@bouwwerk/domain';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLoaderData, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { nl } from '../../../i18n/nl';
import { returnAfterBooking } from '../../../lib/order-booking-return';
import { returnPathOf } from '../../../lib/return-to';
import { useRights } from '../../../api/rights';
import { showToast } from '../../../state/toasts';
import { useUnsavedWork } from '../../../state/unsaved-work';
import { saveWrite } from '../../../api/outbox';
import { signatureWrite, useWorkOrder } from '../../../api/work-orders';
import { usePassport } from '../../../state/passport';
import { useSignaturePad } from '../hooks/use-signature-pad';
import { orderSignatureLoader } from '../lib/order-route';
import { lockFieldsOf } from '../lib/order-status';
import { checkSignerName } from '../lib/signer-name';

import { OrderSignature } from './order-signature';

export { orderSignatureLoader };

/**
 * The customer signs the order on the screen and 'Naam klant' says who signed: Wissen starts over, Opslaan
 * sends the drawing as a PNG with the name (required, checked as the server checks it) and returns to where
 * signing was started (the order page then shows the signature and the werkbon's PDF). Opslaan sticks above the
 * bottom navigation, in reach without scrolling. A failure says so in the page (the error catalogue's alert) and keeps
 * the drawing, so the customer need not sign again. Only who may sign (canSignWorkOrder: registration rights,
 * an order that is not finished, done or invoiced) can draw and save; the server refuses the rest.
 */
export function OrderSignaturePage() {
  const { id, date } = useLoaderData<typeof orderSignatureLoader>();
  const navigate = useNavigate();
  const returnTo = returnPathOf(useLocation().state);
  const order = useWorkOrder(id, date);
  const rights = useRights().data;
  const passport = usePassport();
  const [save, setSave] = useState({ isPending: false });
  const [failed, setFailed] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const [signerName, setSignerName] = useState('');
  // The name's message shows once Opslaan was tried, and goes as soon as the name is fine.
  const [nameTried, setNameTried] = useState(false);
  const nameCheck = checkSignerName(signerName);
  const nameError = nameTried && !nameCheck.ok ? nameCheck.message : undefined;
  // Until the order and the rights are known nothing is signed; a closed order keeps the signature it has.
  const closed = !order.data || !rights || !canSignWorkOrder(lockFieldsOf(order.data), rights);
  const pad = useSignaturePad(canvasRef, closed || save.isPending);
  // A signature drawn or a name typed and not yet sent asks before the page is left and holds an app update
  // back (state/unsaved-work.ts).
  const unsaved = useUnsavedWork(!pad.isEmpty || signerName.trim() !== '');

  function submit() {
    if (pad.isEmpty || save.isPending || !passport) return;
    if (!nameCheck.ok) {
      setNameTried(true);
      nameRef.current?.focus();
      return;
    }
    setFailed(false);
    setSave({ isPending: true });
    const signature = { image: pad.toPng(), signerName: nameCheck.name };
    const write = signatureWrite(id, signature, order.data?.nummer ?? String(id), formatDate(date, 'api'));
    // Going back once saved is not leaving an unsaved signature.
    unsaved
      .saving(() => saveWrite(passport, write))
      .then((saved) => {
        if (saved.status === 'sent') showToast({ type: 'success', message: nl.signature.saved });
        void navigate(returnAfterBooking(returnTo, id, date, paths.orderDetail.getHref(id, date)), { replace: true });
      })
      .catch(() => setFailed(true))
      .finally(() => setSave({ isPending: false }));
  }

  // Enter (the keyboard's Gereed) closes the keyboard, so the drawing area is free to sign.
  const onNameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.currentTarget.blur();
  };

  return (
    <div className="order-sign">
      <p className="order-sign__intro">{nl.signature.intro}</p>
      <div className="field order-sign__name">
        <label className="field__label" htmlFor={`${fieldId}-name`}>
          {nl.signature.signerName}
        </label>
        <input
          ref={nameRef}
          id={`${fieldId}-name`}
          className="field__input"
          autoComplete="off"
          autoCapitalize="words"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={LIMITS.signerNameMax}
          value={signerName}
          disabled={closed || save.isPending}
          aria-required="true"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${fieldId}-name-error` : undefined}
          onChange={(event) => setSignerName(event.target.value)}
          onKeyDown={onNameKey}
        />
        {nameError ? (
          <p id={`${fieldId}-name-error`} className="field__error">
            {nameError}
          </p>
        ) : null}
      </div>
      <canvas ref={canvasRef} className="order-sign__canvas" role="img" aria-label={nl.signature.canvas} />
      {failed ? (
        <p className="order-sign__failure" role="alert">
          {nl.signature.failed}
        </p>
      ) : null}
      <div className="order-sign__buttons sticky-actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={pad.clear}
          disabled={pad.isEmpty || save.isPending}
        >
          {nl.signature.clear}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={submit}
          disabled={pad.isEmpty || closed || save.isPending}
          aria-busy={save.isPending}
        >
          {save.isPending ? nl.signature.saving : nl.signature.save}
        </button>
      </div>
      {order.data?.signature ? (
        <>
          <p className="order-sign__hint">{nl.signature.replaceHint}</p>
          <OrderSignature order={order.data} title={nl.signature.current} withPdf={false} />
        </>
      ) : null}
    </div>
  );
}
