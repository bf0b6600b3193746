import { Link } from 'react-router-dom';

export interface WizardStep {
  id: string;
  title: string;
  href: string;
  /** Nothing left to fill in. */
  done: boolean;
}

/**
 * antd's Steps without antd: the guided listing's steps as an ordered list of links (any step may
 * be opened; leaving one saves it), the current one marked with aria-current="step", a finished one
 * with a tick that is also said in words.
 */
export function WizardSteps({ steps, current }: { steps: readonly WizardStep[]; current: string }) {
  return (
    <nav aria-label="Steps">
      <ol className="own-steps">
        {steps.map((s, i) => {
          const here = s.id === current;
          return (
            <li key={s.id} className={s.done ? 'own-steps__done' : undefined}>
              <Link to={s.href} aria-current={here ? 'step' : undefined}>
                <span className="own-steps__mark" aria-hidden="true">
                  {s.done && !here ? '✓' : i + 1}
                </span>
                <span>{s.title}</span>
                {s.done && <span className="ui-visually-hidden"> (complete)</span>}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
