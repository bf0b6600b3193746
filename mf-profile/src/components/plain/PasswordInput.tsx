import { useState, type ComponentProps } from 'react';

/** A password field with a show/hide button (antd's Input.Password), drawn with plain.css. */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="ui-password">
      <input {...props} type={shown ? 'text' : 'password'} />
      <button type="button" className="ui-button ui-button--text" aria-pressed={shown} aria-controls={props.id} onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide' : 'Show'}
        <span className="ui-visually-hidden"> password</span>
      </button>
    </div>
  );
}
