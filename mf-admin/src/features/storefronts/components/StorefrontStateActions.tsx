import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import type { AdminStorefront, StorefrontPatch } from '@venues/contracts';
import { adminApi } from '@venues/api-client';
import { ui } from '@venues/session';
import { ActionDialog } from '../../../components/ActionDialog';
import { actionMessage } from '../../../lib/errors';
import { plural } from '../../../lib/format';

type Step = 'disable' | 'enable' | 'default';

const venuesOf = (s: AdminStorefront) => plural(s.published_venues, 'published venue');

/** Disable / enable a storefront and make it the default, each behind a confirmation that says what follows. */
export function StorefrontStateActions({ storefront: s, onChanged, size }: { storefront: AdminStorefront; onChanged: (s: AdminStorefront) => void; size?: 'small' }) {
  const [step, setStep] = useState<Step | null>(null);
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

  const run = async () => {
    if (!step || !open) return;
    try {
      const updated = await adminApi.patchStorefront(s._id, open.body);
      setStep(null);
      ui.showSnackbar(open.done, 'success');
      onChanged(updated);
    } catch (e) {
      return actionMessage(e, `${name} was not changed`);
    }
  };

  return (
    <>
      {s.enabled ? (
        s.is_default ? (
          <Tooltip title="The default storefront cannot be disabled: make another one the default first.">
            <Button size={size} disabled aria-label={`Disable ${name} (the default storefront cannot be disabled)`}>
              Disable
            </Button>
          </Tooltip>
        ) : (
          <Button size={size} danger onClick={() => setStep('disable')} aria-label={`Disable ${name}`}>
            Disable
          </Button>
        )
      ) : (
        <Button size={size} onClick={() => setStep('enable')} aria-label={`Enable ${name}`}>
          Enable
        </Button>
      )}
      {!s.is_default && s.enabled && (
        <Button size={size} onClick={() => setStep('default')} aria-label={`Make default: ${name}`}>
          Make default
        </Button>
      )}
      <ActionDialog open={open !== null} title={open?.title ?? ''} description={open?.description} confirmLabel={open?.confirm ?? 'OK'} danger={open?.danger} onCancel={() => setStep(null)} onConfirm={run} />
    </>
  );
}
