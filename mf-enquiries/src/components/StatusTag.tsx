import type { ReactNode } from 'react';
import Tag from 'antd/es/tag';
import type { Tone } from '../lib/format';

/** antd's status presets for our tones (the theme's colours, readable on their own backgrounds). */
const COLOR: Record<Tone, string> = { info: 'processing', warn: 'warning', ok: 'success', bad: 'error', neutral: 'default' };

/** A status label (antd Tag). */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Tag color={COLOR[tone]} className="enq-tag" data-tone={tone}>
      {children}
    </Tag>
  );
}
