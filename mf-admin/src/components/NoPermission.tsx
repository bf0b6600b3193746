import { adminsWho, type AdminPermission } from '@venues/contracts';
import { LinkButton, useCountry } from '@venues/mf-kit';

/**
 * A page this administrator's role does not open (the menu does not link it; a typed URL lands here).
 * Plain (plain.css), for every page.
 */
export function NoPermission({ permission, what }: { permission: AdminPermission; what: string }) {
  const country = useCountry();
  return (
    <div className="ui-result ui-plain">
      <span className="ui-result__icon ui-result__icon--warning" aria-hidden="true">
        !
      </span>
      <h1>{`Your role cannot open ${what}`}</h1>
      <p className="ui-result__sub">{`Only ${adminsWho(permission)} can. Ask a full administrator if you need it.`}</p>
      <div className="ui-result__extra">
        <LinkButton to={`/${country}/settings`}>Administration</LinkButton>
      </div>
    </div>
  );
}
