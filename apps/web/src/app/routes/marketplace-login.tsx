/** /marketplace/login: the sign-in page, returning to the marketplace afterwards. */
import Login, { clientLoader as signInLoader } from './login';
import { returnToMarketplace } from './return-to-marketplace';

export const clientLoader = returnToMarketplace(signInLoader);
export default Login;
