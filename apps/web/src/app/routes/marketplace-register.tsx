/** /marketplace/register: the sign-up page, returning to the marketplace afterwards. */

import { returnToMarketplace } from './return-to-marketplace';
import Signup, { clientLoader as signUpLoader } from './signup';

export const clientLoader = returnToMarketplace(signUpLoader);
export default Signup;
