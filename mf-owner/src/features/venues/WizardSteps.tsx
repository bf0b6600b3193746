import { useNavigate } from 'react-router-dom';
import Steps from 'antd/es/steps';

export interface WizardStep {
  id: string;
  title: string;
  href: string;
  /** Nothing left to fill in. */
  done: boolean;
}

/**
 * The guided listing's steps as antd Steps: any step may be opened (leaving one saves it); the
 * current one is marked by antd with aria-current="step", a finished one is also said in words.
 */
export function WizardSteps({ steps, current }: { steps: readonly WizardStep[]; current: string }) {
  const navigate = useNavigate();
  const index = Math.max(0, steps.findIndex((s) => s.id === current));
  return (
    <nav aria-label="Steps">
      <Steps
        size="small"
        current={index}
        onChange={(i) => navigate(steps[i]!.href)}
        items={steps.map((s, i) => ({
          title: (
            <>
              {s.title}
              {s.done && <span className="ui-visually-hidden"> (complete)</span>}
            </>
          ),
          status: i === index ? 'process' : s.done ? 'finish' : 'wait',
        }))}
      />
    </nav>
  );
}
