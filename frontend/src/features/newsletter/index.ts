// The newsletter feature's public face: the footer's form, and the bare e-mail form the waitlist reuses.
export { EmailSignupForm } from './EmailSignupForm';
export { NewsletterForm } from './NewsletterForm';
export { checkNewsletterEmail } from './validateEmail';
