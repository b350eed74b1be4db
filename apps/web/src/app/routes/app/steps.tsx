/** /app/steps: the homebuying steps with the buyer's progress, on a page of their own. */
import { HomebuyingStepsScreen } from '../homebuying-steps-screen';

export default function AppSteps() {
  return <HomebuyingStepsScreen wayBack />;
}
