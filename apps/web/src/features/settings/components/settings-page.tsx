import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { nl } from '../../../i18n/nl';
import { showToast } from '../../../state/toasts';
import './settings-page.css';

export interface SettingsPageProps {
  /** Fetches the material catalogue again, whatever the device holds (the app hands in the materials feature's). */
  reloadMaterials: (queryClient: QueryClient) => Promise<void>;
}

/** 'Instellingen'. */
export function SettingsPage({ reloadMaterials }: SettingsPageProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const reload = useMutation({
    mutationFn: () => reloadMaterials(queryClient),
    onError: () => showToast({ type: 'failure', message: nl.settings.reloadMaterialsFailed }),
    // Specification section 8: the notice follows whatever the outcome.
    onSettled: () => showToast({ type: 'success', message: nl.settings.materialsReloaded }),
  });

  return (
    <section className="page settings">
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
    </section>
  );
}
