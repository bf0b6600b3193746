import { observer } from 'mobx-react-lite';
import { session } from '@venues/session';

/** Dark mode: a preference of this browser (the session's cookie), applied at once. */
export const AppearanceSetting = observer(function AppearanceSetting() {
  return (
    <label className="ui-check" style={{ alignItems: 'center', gap: 12 }}>
      <input type="checkbox" role="switch" className="ui-switch" checked={session.darkMode} onChange={(e) => session.setDarkMode(e.target.checked)} />
      <span>Dark mode</span>
    </label>
  );
});
