import Typography from 'antd/es/typography';
import { adminsWho, type AdminPermission } from '@venues/contracts';
import { useCountry } from '@venues/mf-kit';
import { LinkButton } from './kit';
import { Result } from '@venues/ui';

/** A page this administrator's role does not open (the menu does not link it; a typed URL lands here). */
export function NoPermission({ permission, what }: { permission: AdminPermission; what: string }) {
  const country = useCountry();
  return (
    <Result
      status="warning"
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {`Your role cannot open ${what}`}
        </Typography.Title>
      }
      subTitle={`Only ${adminsWho(permission)} can. Ask a full administrator if you need it.`}
      extra={<LinkButton to={`/${country}/settings`}>Administration</LinkButton>}
    />
  );
}
