import { Tag, type TagProps } from 'antd';
import type { Tone } from '../lib/format';

/** A status label. antd's preset tag colours are too light for 12px text (axe), so tones are ours. */
export function StatusTag({ tone, className, ...rest }: Omit<TagProps, 'color'> & { tone: Tone }) {
  return <Tag {...rest} className={`enq-tag enq-tag-${tone}${className ? ` ${className}` : ''}`} />;
}
