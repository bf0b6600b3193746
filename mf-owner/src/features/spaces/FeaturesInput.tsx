import { useState, type KeyboardEvent } from 'react';
import { OWNER_VENUE_LIMITS } from '@venues/contracts';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';

/** The features typed, split at commas, trimmed, without blanks or ones already listed (any case). */
export function addFeatures(list: readonly string[], typed: string): string[] {
  const out = [...list];
  for (const part of typed.split(',')) {
    const feature = part.trim().slice(0, OWNER_VENUE_LIMITS.feature);
    if (feature && !out.some((f) => f.toLowerCase() === feature.toLowerCase())) out.push(feature);
  }
  return out.slice(0, OWNER_VENUE_LIMITS.features);
}

/**
 * A space's features as a list of tags (antd's Select in tags mode): type one and press Enter (or
 * a comma, or Add); each tag has its own Remove button. Changes go to the form at once.
 */
export function FeaturesInput({ id, value, error, onChange }: { id: string; value: readonly string[]; error?: string; onChange: (next: string[]) => void }) {
  const [typed, setTyped] = useState('');
  const full = value.length >= OWNER_VENUE_LIMITS.features;
  const add = () => {
    if (!typed.trim()) return;
    onChange(addFeatures(value, typed));
    setTyped('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the feature rather than saving the form; a comma ends one as in antd's tags.
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add();
    }
  };
  const hint = full
    ? `${OWNER_VENUE_LIMITS.features} features is the most: remove one to add another.`
    : 'Type one and press Enter, e.g. Natural light, Private entrance';
  return (
    <Form.Item
      label="Features"
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      extra={error ? undefined : <span id={`${id}-hint`}>{hint}</span>}
    >
      {/* One child: Form.Item drops an absent list from its children, which re-keyed and remounted the box (its focus lost at the first tag). */}
      <div>
        {value.length > 0 && (
          <ul className="own-tags" aria-label="Features" style={{ listStyle: 'none', padding: 0, margin: '0 0 8px', display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {value.map((f) => (
              <li key={f}>
                <Tag closable closeIcon={<button type="button" className="own-tag__remove" aria-label={`Remove ${f}`}>×</button>} onClose={(e) => (e.preventDefault(), onChange(value.filter((x) => x !== f)))}>
                  {f}
                </Tag>
              </li>
            ))}
          </ul>
        )}
        <Flex gap={8}>
          <Input
            id={id}
            value={typed}
            maxLength={OWNER_VENUE_LIMITS.feature}
            disabled={full}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-${error ? 'error' : 'hint'}`}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button onClick={add} disabled={full || !typed.trim()}>
            Add
          </Button>
        </Flex>
      </div>
    </Form.Item>
  );
}
