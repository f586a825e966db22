import { signInPage } from './sign-in-page';

export default signInPage('screen-login', 'auth.login.documentTitle', 'auth.login.description');
