import type { ReactNode } from 'react';
import type { Tone } from '../lib/format';

/**
 * A status label, drawn without antd (enquiries.css) so the plain pages can show it too. The tones
 * are ours: antd's preset tag colours are too light for 12px text (axe).
 */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`enq-tag enq-tag-${tone}`}>{children}</span>;
}
