import { Link } from 'react-router-dom';
import Steps from 'antd/es/steps';

export interface WizardStep {
  id: string;
  title: string;
  href: string;
  /** Nothing left to fill in. */
  done: boolean;
}

/**
 * The guided listing's steps as antd Steps whose titles are links (a step lives in the URL: it can
 * be opened, bookmarked or opened in a new tab; leaving one saves it). antd marks the current item by
 * a class only, so its link says aria-current="step"; a finished one is also said in words.
 */
export function WizardSteps({ steps, current }: { steps: readonly WizardStep[]; current: string }) {
  const index = Math.max(0, steps.findIndex((s) => s.id === current));
  return (
    <nav aria-label="Steps">
      <Steps
        size="small"
        current={index}
        items={steps.map((s, i) => ({
          title: (
            <Link to={s.href} aria-current={i === index ? 'step' : undefined}>
              {s.title}
              {s.done && <span className="ui-visually-hidden"> (complete)</span>}
            </Link>
          ),
          status: i === index ? 'process' : s.done ? 'finish' : 'wait',
        }))}
      />
    </nav>
  );
}
