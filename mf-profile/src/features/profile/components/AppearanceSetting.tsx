import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import { session } from '@venues/session';

/** Dark mode (antd Switch): a preference of this browser (the session's cookie), applied at once. */
export const AppearanceSetting = observer(function AppearanceSetting() {
  const id = useId();
  return (
    <Space align="center">
      <Switch id={id} checked={session.darkMode} onChange={(on) => session.setDarkMode(on)} />
      <label htmlFor={id}>Dark mode</label>
    </Space>
  );
});
