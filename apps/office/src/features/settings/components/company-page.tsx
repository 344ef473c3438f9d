import { BEHEERDER_ONLY } from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../api/session';
import { nl } from '../../../i18n/nl';
import { companyQuery, updateCompany } from '../api/settings';
import { CompanyForm } from './company-form';
import { CompanyLogo } from './company-logo';
import './settings.css';

/** /kantoor/bedrijf: the company's name, its logo and "Registraties eerst valideren"; the beheerder's to change. */
export function CompanyPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const company = useQuery(companyQuery);
  const readOnly = !BEHEERDER_ONLY.includes(session.user.role);

  return (
    <section className="page" aria-labelledby="company-title">
      <title>{`${nl.company.title} · ${nl.app.name}`}</title>
      <h1 id="company-title">{nl.company.title}</h1>
      {readOnly ? <p className="muted">{nl.company.readOnly}</p> : null}
      {company.isPending ? (
        <p role="status">{nl.app.loading}</p>
      ) : company.isError ? (
        <div role="alert" className="card">
          <p>{nl.company.loadFailed}</p>
          <button type="button" className="button" onClick={() => void company.refetch()}>
            {nl.errors.retry}
          </button>
        </div>
      ) : (
        <>
          <CompanyForm
            company={company.data}
            readOnly={readOnly}
            onSave={(input) => updateCompany(queryClient, input)}
          />
          <CompanyLogo company={company.data} readOnly={readOnly} />
        </>
      )}
    </section>
  );
}
