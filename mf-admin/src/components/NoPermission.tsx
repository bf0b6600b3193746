import { Result } from 'antd';
import { adminsWho, type AdminPermission } from '@venues/contracts';
import { ButtonLink, useCountry } from '@venues/mf-kit';

/** A page this administrator's role does not open (the menu does not link it; a typed URL lands here). */
export function NoPermission({ permission, what }: { permission: AdminPermission; what: string }) {
  const country = useCountry();
  return (
    <Result
      status="403"
      title={`Your role cannot open ${what}`}
      subTitle={`Only ${adminsWho(permission)} can. Ask a full administrator if you need it.`}
      extra={<ButtonLink to={`/${country}/settings`}>Administration</ButtonLink>}
    />
  );
}
