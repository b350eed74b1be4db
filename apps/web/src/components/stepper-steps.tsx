/**
 * How a page inside the stepper layout tells the layout which steps to show and which one is active.
 */
import { createContext, type ReactNode, useContext, useEffect } from 'react';

export type StepperStep = { label: string; description?: string };
export type StepperSteps = { steps: readonly StepperStep[]; active: number };

const SetStepperStepsContext = createContext<(steps: StepperSteps | null) => void>(() => {});

export function StepperStepsProvider({
  onChange,
  children,
}: {
  onChange: (steps: StepperSteps | null) => void;
  children: ReactNode;
}) {
  return <SetStepperStepsContext value={onChange}>{children}</SetStepperStepsContext>;
}

/** Shows these steps in the layout's stepper while the calling page is on screen. */
export function useStepperSteps(steps: readonly StepperStep[], active: number) {
  const setSteps = useContext(SetStepperStepsContext);
  // Compared by content, so that a page may pass a fresh array on every render.
  const signature = JSON.stringify(steps);
  useEffect(() => {
    setSteps({ steps: JSON.parse(signature) as StepperStep[], active });
    return () => setSteps(null);
  }, [setSteps, signature, active]);
}
