import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useOutboxItems } from '../../../api/outbox';
import { ConfirmModal } from '../../../components/confirm-modal';
import { nl } from '../../../i18n/nl';
import { getAppVersion } from '../../../state/app-version';
import { usePassport } from '../../../state/passport';
import { resetApp } from '../../../state/reset';
import { signOut } from '../../../state/sign-out';
import { setContrastSetting, useContrastSetting, type ContrastSetting } from '../../../state/theme';
import { showToast } from '../../../state/toasts';
import { PushNoticesChoice } from './push-notices';
import './settings-page.css';

export interface SettingsPageProps {
  /** Fetches the material catalogue again, whatever the device holds (the app hands in the materials feature's). */
  reloadMaterials: (queryClient: QueryClient) => Promise<void>;
  /** Removes every cached catalogue from the device, for sign-out (the materials feature's, too). */
  forgetMaterials: () => void;
}

type Question = 'signOut' | 'reset' | null;

/** 'Instellingen': who is signed in, which server and version, and Materialen ophalen, Afmelden, Resetten. */
export function SettingsPage({ reloadMaterials, forgetMaterials }: SettingsPageProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const passport = usePassport();
  const [question, setQuestion] = useState<Question>(null);
  const [leaving, setLeaving] = useState(false);
  // Signing out removes the account's unsent writes from the device: the question says how many.
  const unsent = useOutboxItems().length;
  const reload = useMutation({
    mutationFn: () => reloadMaterials(queryClient),
    onError: () => showToast({ type: 'failure', message: nl.settings.reloadMaterialsFailed }),
    // Specification section 8: the notice follows whatever the outcome.
    onSettled: () => showToast({ type: 'success', message: nl.settings.materialsReloaded }),
  });

  // Both end in a full page load of login; until then the question stays, its button busy.
  const leave = (action: () => Promise<void>) => {
    setLeaving(true);
    void action();
  };

  return (
    <section className="page settings">
      <section className="settings__group" aria-labelledby={`${id}-account`}>
        <h2 id={`${id}-account`} className="settings__heading">
          {nl.settings.account}
        </h2>
        <dl className="settings__facts">
          <dt>{nl.settings.fullName}</dt>
          <dd>{passport?.fullName}</dd>
          <dt>{nl.settings.username}</dt>
          <dd>{passport?.username}</dd>
          <dt>{nl.settings.companyCode}</dt>
          <dd>{passport?.organisation}</dd>
        </dl>
        <button type="button" className="button button--secondary button--block" onClick={() => setQuestion('signOut')}>
          {nl.settings.signOut}
        </button>
      </section>

      <section className="settings__group" aria-labelledby={`${id}-materials`}>
        <h2 id={`${id}-materials`} className="settings__heading">
          {nl.settings.materials}
        </h2>
        <p className="settings__text">{nl.settings.materialsText}</p>
        <button
          type="button"
          className="button button--secondary button--block"
          onClick={() => reload.mutate()}
          disabled={reload.isPending}
          aria-busy={reload.isPending}
        >
          {reload.isPending ? nl.settings.reloadingMaterials : nl.settings.reloadMaterials}
        </button>
      </section>

      <ContrastChoice />

      <PushNoticesChoice />

      <section className="settings__group" aria-labelledby={`${id}-app`}>
        <h2 id={`${id}-app`} className="settings__heading">
          {nl.settings.app}
        </h2>
        <dl className="settings__facts">
          <dt>{nl.settings.apiServer}</dt>
          {/* The API is served by the same server as the app (the client calls relative paths). */}
          <dd>{window.location.origin}</dd>
          <dt>{nl.settings.appVersion}</dt>
          <dd>{getAppVersion() ?? nl.settings.appVersionUnknown}</dd>
        </dl>
        <button type="button" className="button button--secondary button--block" onClick={() => setQuestion('reset')}>
          {nl.settings.reset}
        </button>
      </section>

      {question ? (
        <ConfirmModal
          title={nl.settings.confirmTitle}
          message={
            question === 'reset'
              ? nl.settings.resetConfirm
              : unsent > 0
                ? nl.settings.signOutUnsent(unsent)
                : nl.settings.signOutConfirm
          }
          cancelLabel={nl.settings.cancel}
          confirmLabel={question === 'signOut' ? nl.settings.signOut : nl.settings.reset}
          busy={leaving}
          onCancel={() => {
            if (!leaving) setQuestion(null);
          }}
          onConfirm={() => leave(question === 'signOut' ? () => signOut(forgetMaterials) : resetApp)}
        />
      ) : null}
    </section>
  );
}

const contrastChoices: ContrastSetting[] = ['auto', 'more', 'normal'];

/** Hoog contrast for sunlight: the choice is applied at once and kept on this device (state/theme.ts). */
function ContrastChoice() {
  const id = useId();
  const current = useContrastSetting();
  return (
    <section className="settings__group" aria-labelledby={`${id}-theme`}>
      <h2 id={`${id}-theme`} className="settings__heading">
        {nl.theme.heading}
      </h2>
      <fieldset className="settings__choices" aria-describedby={`${id}-theme-text`}>
        <legend className="settings__legend">{nl.theme.legend}</legend>
        <p id={`${id}-theme-text`} className="settings__text">
          {nl.theme.text}
        </p>
        {contrastChoices.map((choice) => (
          <label key={choice} className="settings__choice">
            <input
              type="radio"
              name={`${id}-contrast`}
              value={choice}
              checked={current === choice}
              onChange={() => setContrastSetting(choice)}
            />
            {nl.theme[choice]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
