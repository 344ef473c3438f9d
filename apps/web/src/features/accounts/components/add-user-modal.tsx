import type { SessionResponse } from '@bouwwerk/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { passportFromSession, saveUser } from '../../../state/passport';
import { createSession, type CreateSessionInput } from '../../../state/sessions';
import { showToast } from '../../../state/toasts';
import '../../../components/confirm-modal.css';
import './add-user-modal.css';

interface AddUserModalProps {
  onClose: () => void;
}

/**
 * 'Medewerker toevoegen': signs another employee in (POST /v1/sessions, as the login does) and keeps that
 * account on the device beside the active one; the account menu then switches to it.
 */
export function AddUserModal({ onClose }: AddUserModalProps) {
  const id = useId();
  const [organisation, setOrganisation] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const add = useMutation<SessionResponse, Error, CreateSessionInput>({ mutationFn: createSession });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const login = { organisation: organisation.trim(), username: username.trim(), rememberMe: false };
    add.mutate(
      { ...login, password, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (session) => {
          const user = passportFromSession(session, login);
          saveUser(user);
          showToast({ type: 'success', message: nl.accounts.added(user.fullName) });
          onClose();
        },
        onError: (error) =>
          showToast({
            type: 'failure',
            // Error catalogue: a 401 on adding an employee, 5 seconds (the default duration).
            message: error instanceof ApiError && error.status === 401 ? nl.accounts.noRights : nl.accounts.addFailed,
          }),
      },
    );
  }

  const field = (
    name: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    input: { type?: string; autoComplete: string },
  ) => (
    <label className="field" htmlFor={`${id}-${name}`}>
      <span className="field__label">{label}</span>
      <input
        id={`${id}-${name}`}
        className="field__input"
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        {...input}
      />
    </label>
  );

  return (
    <Modal title={nl.accounts.add} onClose={onClose} closeLabel={nl.accounts.close}>
      <form className="add-user" onSubmit={onSubmit} aria-busy={add.isPending}>
        {field('organisation', nl.accounts.companyCode, organisation, setOrganisation, {
          autoComplete: 'organization',
        })}
        {field('username', nl.accounts.username, username, setUsername, { autoComplete: 'username' })}
        {field('password', nl.accounts.password, password, setPassword, {
          type: 'password',
          autoComplete: 'current-password',
        })}
        <div className="confirm-modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            {nl.accounts.close}
          </button>
          <button type="submit" className="button button--primary" disabled={add.isPending}>
            {add.isPending ? nl.accounts.submitting : nl.accounts.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
