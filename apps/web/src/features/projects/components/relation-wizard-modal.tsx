import { LIMITS } from '@bouwwerk/domain';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { nl } from '../../../i18n/nl';
import { withRelation, withWorkAddress, type ProjectDraft } from '../lib/project-draft';
import { AddressFields } from './address-fields';
import { ContactPersonSelect, ProjectGroupSelect, RelationSelect, TextField } from './project-fields';

interface RelationWizardModalProps {
  /** The draft so far: the wizard starts from it and hands a changed copy back. */
  draft: ProjectDraft;
  onSave: (draft: ProjectDraft) => void;
  onClose: () => void;
}

/**
 * The create-relation wizard: 'Stap 2' (Projectgroep, Relatie, Contactpersoon, Projectomschrijving; terug,
 * volgende) and 'Stap 3' (Adres, Postcode, Plaats, Telefoon, 'Werkadres toevoegen'; terug, Opslaan). Opslaan
 * hands the data back to 'Nieuw Project'; terug on Stap 2, the close button and the backdrop close it.
 */
export function RelationWizardModal({ draft: initial, onSave, onClose }: RelationWizardModalProps) {
  const t = nl.createProject;
  const [step, setStep] = useState<2 | 3>(2);
  const [draft, setDraft] = useState(initial);
  const change = (patch: Partial<ProjectDraft>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <Modal title={`${t.newRelation}: ${step === 2 ? t.wizardStep2 : t.wizardStep3}`} onClose={onClose}>
      <form
        className="projects-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 2) setStep(3);
          else onSave(draft);
        }}
      >
        <p className="projects-form__step">{step === 2 ? t.wizardStep2 : t.wizardStep3}</p>
        {step === 2 ? (
          <>
            <ProjectGroupSelect
              value={draft.projectGroupId}
              onChange={(projectGroupId) => change({ projectGroupId })}
            />
            <RelationSelect
              value={draft.relation}
              onChange={(relation) =>
                setDraft((current) =>
                  relation ? withRelation(current, relation) : { ...current, relation: null, workAddress: false },
                )
              }
            />
            <ContactPersonSelect
              relation={draft.relation}
              value={draft.contactPersonId}
              onChange={(contactPersonId) => change({ contactPersonId })}
            />
            <TextField
              label={t.projectDescription}
              maxLength={LIMITS.descriptionMax}
              value={draft.description}
              onChange={(description) => change({ description })}
            />
          </>
        ) : (
          <AddressFields
            draft={draft}
            withPhone
            onChange={(field, value) => change({ [field]: value })}
            onWorkAddressChange={(ticked) => setDraft((current) => withWorkAddress(current, ticked))}
          />
        )}
        <div className="projects-actions">
          <button type="button" className="button button--secondary" onClick={step === 2 ? onClose : () => setStep(2)}>
            {t.back}
          </button>
          <button type="submit" className="button button--primary" disabled={step === 3 && !draft.relation}>
            {step === 2 ? t.next : t.save}
          </button>
        </div>
      </form>
    </Modal>
  );
}
