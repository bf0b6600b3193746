import { observer } from 'mobx-react-lite';
import { Flex, Switch } from 'antd';
import { session } from '@venues/session';

/** Dark mode: a preference of this browser (the session's cookie), applied at once. */
export const AppearanceSetting = observer(function AppearanceSetting() {
  return (
    <Flex align="center" gap={12}>
      <Switch id="pf-dark-mode" checked={session.darkMode} onChange={(on) => session.setDarkMode(on)} />
      <label htmlFor="pf-dark-mode">Dark mode</label>
    </Flex>
  );
});
