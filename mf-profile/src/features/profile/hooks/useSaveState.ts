import { useCallback, useState } from 'react';
import type { SubmitProblem } from '../../../lib/serverErrors';

/** A section's last outcome: "Saved" after success, the problem after a failure. */
export function useSaveState() {
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);
  const start = useCallback(() => {
    setSaved(false);
    setProblem(null);
  }, []);
  return { saved, problem, start, done: () => setSaved(true), failed: setProblem };
}
