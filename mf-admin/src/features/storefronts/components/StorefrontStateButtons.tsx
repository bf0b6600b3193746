import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import type { AdminStorefront, StorefrontPatch } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { ConfirmDialog } from '../../../components/kit';
import { ui } from '@venues/session';
import { actionMessage } from '../../../lib/errors';
import { plural } from '@venues/geo';

type Step = 'disable' | 'enable' | 'default';

const venuesOf = (s: AdminStorefront) => plural(s.published_venues, 'published venue');
const DEFAULT_STAYS = 'The default storefront cannot be disabled: make another one the default first.';

/**
 * Disable / enable a storefront and make it the default, each behind a confirmation that says what
 * follows; a refused change is said in the dialog, which stays open. antd Buttons and Modal.
 */
export function StorefrontStateButtons({ storefront: s, onChanged }: { storefront: AdminStorefront; onChanged: (s: AdminStorefront) => void }) {
  const [step, setStep] = useState<Step | null>(null);
  // The last step asked stays drawn while its modal closes (the focus returns to its button).
  const [shown, setShown] = useState<Step>('enable');
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const name = s.country_name;

  const dialogs: Record<Step, { title: string; description: string; confirm: string; body: StorefrontPatch; done: string; danger?: boolean }> = {
    disable: {
      title: `Disable ${name}?`,
      description: `Its ${venuesOf(s)} leave search and their pages answer “not found” while it is disabled; /${s.cca2} sends visitors to the default storefront. Enabling it again brings everything back as it was.`,
      confirm: 'Disable',
      body: { enabled: false },
      done: `${name} is disabled`,
      danger: true,
    },
    enable: {
      title: `Enable ${name}?`,
      description: `Visitors can choose it again, and its ${venuesOf(s)} come back to search and their pages.`,
      confirm: 'Enable',
      body: { enabled: true },
      done: `${name} is enabled`,
    },
    default: {
      title: `Make ${name} the default storefront?`,
      description: `Visitors who open the site without a country, or with an unknown one, land on /${s.cca2}. The current default stops being the default.`,
      confirm: 'Make default',
      body: { is_default: true },
      done: `${name} is now the default storefront`,
    },
  };
  const open = step ? dialogs[step] : null;
  const drawn = dialogs[step ?? shown];
  const ask = (next: Step) => {
    setRefused(null);
    setShown(next);
    setStep(next);
  };

  const run = async () => {
    if (!open) return;
    setBusy(true);
    setRefused(null);
    try {
      const updated = await adminApi.patchStorefront(s._id, open.body);
      setStep(null);
      ui.showSnackbar(open.done, 'success');
      onChanged(updated);
    } catch (e) {
      setRefused(actionMessage(e, `${name} was not changed`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {s.enabled ? (
        s.is_default ? (
          // A disabled button gets no hover: the tooltip sits on its wrapper; the name says why to a screen reader.
          <Tooltip title={DEFAULT_STAYS}>
            <span>
              <Button size="small" disabled aria-label={`Disable ${name} (the default storefront cannot be disabled)`}>
                Disable
              </Button>
            </span>
          </Tooltip>
        ) : (
          <Button size="small" danger onClick={() => ask('disable')} aria-label={`Disable ${name}`}>
            Disable
          </Button>
        )
      ) : (
        <Button size="small" onClick={() => ask('enable')} aria-label={`Enable ${name}`}>
          Enable
        </Button>
      )}
      {!s.is_default && s.enabled && (
        <Button size="small" onClick={() => ask('default')} aria-label={`Make default: ${name}`}>
          Make default
        </Button>
      )}
      <ConfirmDialog open={step !== null} title={drawn.title} okText={drawn.confirm} cancelText="Cancel" danger={drawn.danger} busy={busy} onOk={() => void run()} onCancel={() => setStep(null)}>
        <p style={{ margin: 0 }}>{drawn.description}</p>
        {refused && <Alert type="error" showIcon role="alert" title={refused} style={{ marginTop: 12 }} />}
      </ConfirmDialog>
    </>
  );
}
