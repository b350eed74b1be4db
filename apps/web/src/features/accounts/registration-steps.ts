/** The steps of completing registration, as the stepper layout shows them. */
import type { StepperStep } from '@/components/stepper-steps';

export const registrationSteps: readonly StepperStep[] = [
  { label: 'About you', description: 'Name, birth date, state' },
  { label: 'Your photo', description: 'Optional' },
];
