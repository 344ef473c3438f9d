import { useId, useState, type ReactNode } from 'react';
import { nl } from '../i18n/nl';
import { copyText } from '../lib/copy-text';
import { Dialog } from './dialog';

interface SecretDialogProps {
  title: string;
  /** What the secret is for and that it is shown only now. */
  children: ReactNode;
  /** The password or link, shown this once. */
  secret: string;
  /** The secret's label for a screen reader ('Nieuw wachtwoord', 'Uitnodigingslink'). */
  label: string;
  onClose: () => void;
}

/**
 * A secret the server hands out once (a field password, an invitation link): shown in a read-only field the
 * user can select, with a button that copies it. Closed, it is gone: the server keeps only its hash.
 */
export function SecretDialog({ title, children, secret, label, onClose }: SecretDialogProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const fieldId = useId();

  return (
    <Dialog title={title} onClose={onClose}>
      {children}
      <label className="field__label" htmlFor={fieldId}>
        {label}
      </label>
      <div className="secret">
        <input
          id={fieldId}
          className="input secret__value"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={() => void copyText(secret).then(setCopied)}>
          {nl.secret.copy}
        </button>
      </div>
      <p className="secret__status" role="status">
        {copied === true ? nl.secret.copied : copied === false ? nl.secret.copyFailed : ''}
      </p>
    </Dialog>
  );
}
