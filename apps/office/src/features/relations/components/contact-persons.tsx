import { OfficeContactPersonInputSchema, type OfficeContactPerson, type OfficeRelation } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormError } from '../../../components/form-error';
import { ManagedBadge } from '../../../components/managed-badge';
import { StatusMessage } from '../../../components/status-message';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/form-check';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { addContactPerson, removeContactPerson, renameContactPerson } from '../api/relations';
import { relationLabel } from '../lib/relation-list';
import { NameDialog } from './name-dialog';
import { TableWrap } from '../../../components/table-wrap';

/** The dialog or question open: a contact person to add or rename, or one to remove. */
type Open = { of: 'name'; person?: OfficeContactPerson } | { of: 'remove'; person: OfficeContactPerson } | null;

const texts = nl.contactPersons;
const nameOf = (person: OfficeContactPerson) => person.name || texts.untitled;

/** Why a removal was refused, in Dutch: a project still names the person, or the general reasons. */
const removalRefusal = (error: unknown) =>
  isApiError(error, 409, 'CONTACT_PERSON_IN_USE')
    ? texts.inUse
    : isApiError(error, 409, 'MANAGED_BY_INTEGRATION')
      ? nl.managed.refused
      : refusalText(error);

interface ContactPersonsProps {
  relation: OfficeRelation;
  /** The role may change the relation and the package does not manage it. */
  canEdit: boolean;
}

/**
 * 'Contactpersonen': a relation's contact persons, added and renamed in a small dialog, and removed when asked
 * (the server refuses while a project names one). Those of a relation the package manages are its own.
 */
export function ContactPersons({ relation, canEdit }: ContactPersonsProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const { busy, run } = useSingleFlight();

  const onOpen = (next: Open) => {
    setDone(null);
    setFailure(undefined);
    setOpen(next);
  };
  const onRemove = (person: OfficeContactPerson) =>
    run(async () => {
      setOpen(null);
      try {
        await removeContactPerson(queryClient, person.id);
        setDone(texts.removed);
      } catch (error) {
        setFailure(removalRefusal(error));
      }
    });

  return (
    <section className="card" aria-labelledby="contact-persons-title">
      <div className="page__header">
        <h2 id="contact-persons-title">{texts.title}</h2>
        {canEdit ? (
          <button type="button" className="button" onClick={() => onOpen({ of: 'name' })}>
            {texts.add}
          </button>
        ) : null}
      </div>
      <StatusMessage message={done} />
      <FormError message={failure} />
      {relation.contactPersons.length === 0 ? (
        <p className="muted">{texts.none}</p>
      ) : (
        <TableWrap>
          <table className="table">
            <caption className="visually-hidden">{texts.caption(relationLabel(relation))}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.name}</th>
                <th scope="col" className="table__number">
                  {texts.projects}
                </th>
                {canEdit ? <th scope="col">{texts.actions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {relation.contactPersons.map((person) => (
                <tr key={person.id}>
                  <td>
                    {nameOf(person)}
                    {person.externalId !== null ? <ManagedBadge inList /> : null}
                  </td>
                  <td className="table__number">{person.projects}</td>
                  {canEdit ? (
                    <td>
                      {person.externalId === null ? (
                        <span className="button-row">
                          <button
                            type="button"
                            className="button button--small"
                            aria-label={texts.renameLabel(nameOf(person))}
                            onClick={() => onOpen({ of: 'name', person })}
                          >
                            {texts.rename}
                          </button>
                          <button
                            type="button"
                            className="button button--small"
                            aria-label={texts.removeLabel(nameOf(person))}
                            onClick={() => onOpen({ of: 'remove', person })}
                          >
                            {texts.remove}
                          </button>
                        </span>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {open?.of === 'name' ? (
        <NameDialog
          title={open.person ? texts.renameTitle : texts.add}
          label={texts.name}
          name={open.person?.name}
          message={texts.nameInvalid}
          schema={OfficeContactPersonInputSchema}
          onClose={() => setOpen(null)}
          onSave={async (input) => {
            const { person } = open;
            if (person) await renameContactPerson(queryClient, person.id, input);
            else await addContactPerson(queryClient, relation.id, input);
            setDone(person ? texts.renamed : texts.added);
          }}
        />
      ) : null}
      {open?.of === 'remove' ? (
        <ConfirmDialog
          title={texts.removeTitle}
          confirmLabel={texts.remove}
          busy={busy}
          onConfirm={() => void onRemove(open.person)}
          onCancel={() => setOpen(null)}
        >
          <p>{texts.removeConfirm(nameOf(open.person))}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
