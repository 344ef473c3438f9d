import { LIMITS, ProjectCreateSchema, todayInAmsterdam } from '@bouwwerk/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { nl } from '../../../i18n/nl';
import { usePassport } from '../../../state/passport';
import { showSaveFailure } from '../../../state/save-failure';
import { showToast } from '../../../state/toasts';
import { useUnsavedWork } from '../../../state/unsaved-work';
import { saveWrite } from '../../../api/outbox';
import { projectWrite } from '../../../api/projects';
import {
  discardDraft,
  isDraftTouched,
  keepDraft,
  loadDraft,
  projectCreatePayload,
  withRelation,
  withWorkAddress,
  type ProjectDraft,
} from '../lib/project-draft';
import { AddressFields } from './address-fields';
import { ContactPersonSelect, ProjectGroupSelect, TextField } from './project-fields';
import { RelationSearchModal } from './relation-search-modal';
import { RelationWizardModal } from './relation-wizard-modal';
import './projects.css';

type Dialog = 'search' | 'wizard' | null;

/**
 * create/project 'Nieuw Project' in two stages: 0 the relation (searched, or filled in with the wizard) and
 * the project's address; 1 projectgroep, projectcode and projectomschrijving. Opslaan creates the project
 * and opens its day (today). The draft survives a reload (kept per account in this tab); leaving the form asks
 * first, and Doorgaan lets the draft go.
 */
export function CreateProjectPage() {
  const t = nl.createProject;
  const navigate = useNavigate();
  const passport = usePassport();
  const [create, setCreate] = useState({ isPending: false, isSuccess: false });
  const [kept] = useState(() => loadDraft(passport));
  const [stage, setStage] = useState<0 | 1>(kept.stage);
  const [draft, setDraft] = useState<ProjectDraft>(kept.draft);
  const [dialog, setDialog] = useState<Dialog>(null);
  const change = (patch: Partial<ProjectDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // Leaving asks first; a reload keeps the draft (keepDraft), so it asks nothing.
  const unsaved = useUnsavedWork(isDraftTouched(draft) && !create.isSuccess, { keptOverReload: true });

  useEffect(() => keepDraft(passport, { draft, stage }), [passport, draft, stage]);
  // The form is left only after it was saved or the user chose Doorgaan: a reload does not unmount it.
  useEffect(() => () => discardDraft(passport), [passport]);
  const relation = draft.relation;
  // What Opslaan sends, checked as POST /v1/project checks it. The specification shows no field messages here.
  const payload = relation && passport ? projectCreatePayload({ ...draft, relation }, passport.organisation) : null;
  const ready = payload !== null && ProjectCreateSchema.safeParse(payload).success;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (stage === 0) {
      if (relation) setStage(1);
      return;
    }
    if (!payload || !ready || create.isPending || !passport) return;
    setCreate({ isPending: true, isSuccess: false });
    // Going on to the new project once created is not leaving unsaved input.
    unsaved
      .saving(() =>
        saveWrite<{ id: number }>(
          passport,
          projectWrite(payload, draft.description || draft.code),
          nl.outboxSend.createdLater,
        ),
      )
      .then((saved) => {
        discardDraft(passport);
        setCreate({ isPending: false, isSuccess: true });
        // Kept on the phone: no id to open yet, so back to the project list, where it appears once sent.
        if (saved.status === 'queued') return void navigate(paths.selectProject.getHref(), { replace: true });
        showToast({ type: 'success', message: t.created });
        void navigate(paths.projectDetails.getHref(saved.data.id, todayInAmsterdam()), { replace: true });
      })
      .catch((error: unknown) => {
        setCreate({ isPending: false, isSuccess: false });
        showSaveFailure(error, t.failed);
      });
  }

  return (
    <section className="page projects-page">
      <form className="projects-panel projects-form" onSubmit={submit}>
        <p className="projects-form__step">{t.stage(stage + 1, 2)}</p>
        {stage === 0 ? (
          <>
            <div className="projects-form__relation">
              <h2 className="projects-form__heading">{t.relation}</h2>
              <p aria-live="polite">{relation ? relation.companyName : t.noRelation}</p>
              <div className="projects-actions">
                <button
                  type="button"
                  className="button button--secondary"
                  aria-haspopup="dialog"
                  onClick={() => setDialog('search')}
                >
                  {t.chooseRelation}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-haspopup="dialog"
                  onClick={() => setDialog('wizard')}
                >
                  {t.newRelation}
                </button>
              </div>
            </div>
            {relation ? (
              <ContactPersonSelect
                relation={relation}
                value={draft.contactPersonId}
                onChange={(contactPersonId) => change({ contactPersonId })}
              />
            ) : null}
            <AddressFields
              draft={draft}
              onChange={(field, value) => change({ [field]: value })}
              onWorkAddressChange={(ticked) => setDraft((current) => withWorkAddress(current, ticked))}
            />
          </>
        ) : (
          <>
            <ProjectGroupSelect
              value={draft.projectGroupId}
              onChange={(projectGroupId) => change({ projectGroupId })}
            />
            <TextField
              label={t.projectCode}
              maxLength={LIMITS.projectCodeMax}
              value={draft.code}
              onChange={(code) => change({ code })}
            />
            <TextField
              label={t.projectDescription}
              maxLength={LIMITS.descriptionMax}
              value={draft.description}
              onChange={(description) => change({ description })}
            />
          </>
        )}
        <div className="projects-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => (stage === 0 ? void navigate(paths.selectProject.getHref()) : setStage(0))}
          >
            {t.back}
          </button>
          {stage === 0 ? (
            <button type="submit" className="button button--primary" disabled={!relation}>
              {t.next}
            </button>
          ) : (
            <button
              type="submit"
              className="button button--primary"
              disabled={create.isPending || !ready}
              aria-busy={create.isPending}
            >
              {create.isPending ? t.saving : t.save}
            </button>
          )}
        </div>
      </form>

      {dialog === 'search' ? (
        <RelationSearchModal
          onClose={() => setDialog(null)}
          onPick={(picked) => {
            setDraft((current) => withRelation(current, picked));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog === 'wizard' ? (
        <RelationWizardModal
          draft={draft}
          onClose={() => setDialog(null)}
          onSave={(filled) => {
            setDraft(filled);
            setDialog(null);
          }}
        />
      ) : null}
    </section>
  );
}
