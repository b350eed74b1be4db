/** Layout "stepper": a frame with a stepper above the page; the page says which steps to show (useStepperSteps). */
import { Paper, Stepper } from '@mantine/core';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { ColourModeMenu } from '@/components/colour-mode-menu';
import { HomeLogoLink } from '@/components/home-logo-link';
import { type StepperSteps, StepperStepsProvider } from '@/components/stepper-steps';
import classes from './layouts.module.css';

export function StepperLayout() {
  const [stepper, setStepper] = useState<StepperSteps | null>(null);
  return (
    <div data-layout="stepper" className={`${classes.frame} ${classes.soft}`}>
      <header className={classes.slimHeader}>
        <div className={classes.slimBar}>
          <HomeLogoLink />
          <ColourModeMenu />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`${classes.main} ${classes.stepperFrame}`}>
        {stepper && (
          <Stepper active={stepper.active} size="sm" mb="xl">
            {stepper.steps.map((step) => (
              <Stepper.Step key={step.label} label={step.label} description={step.description} />
            ))}
          </Stepper>
        )}
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <StepperStepsProvider onChange={setStepper}>
            <Outlet />
          </StepperStepsProvider>
        </Paper>
      </main>
    </div>
  );
}
