import { signInPage } from './sign-in-page';

export default signInPage('screen-signup', 'auth.signup.documentTitle', 'auth.signup.description');
