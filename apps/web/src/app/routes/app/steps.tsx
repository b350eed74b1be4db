/** /app/steps: the homebuying steps with the buyer's progress, on a page of their own. */
import { HomebuyingStepsScreen } from '../homebuying-steps-screen';

export { buyerStateLoader as clientLoader } from '../use-buyer-state';

export default function AppSteps() {
  return <HomebuyingStepsScreen wayBack />;
}
