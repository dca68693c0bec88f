import { serverErrorText } from '../../api/errorText';
import { SubscribeDto, useSubscribeToNewsletterMutation } from '../../api/enhanced';
import type { ToastInput } from '../../store/toasts/toastSlice';
import { EmailSignupForm } from './EmailSignupForm';

interface NewsletterFormProps {
  /** Where the address was given (the footer by default). */
  source?: NonNullable<SubscribeDto['source']>;
  buttonText?: string;
  /** 'dark' on the footer's sage background. */
  tone?: 'light' | 'dark';
}

/** The newsletter sign-up (docs/product.md, , Input rules and Messages), with its 15% welcome promise. */
export function NewsletterForm({ source = 'footer', buttonText = 'Subscribe', tone = 'light' }: NewsletterFormProps) {
  const [subscribe, { isLoading }] = useSubscribeToNewsletterMutation();

  const onEmail = async (email: string): Promise<ToastInput> => {
    try {
      await subscribe({ subscribeDto: { email, source } }).unwrap();
      return { title: 'Welcome! 🌿', description: 'Check your email for a special 15% discount code!' };
    } catch (error) {
      return {
        title: 'Subscription failed',
        description: serverErrorText(error) ?? 'Failed to subscribe',
        variant: 'destructive',
      };
    }
  };

  return <EmailSignupForm buttonText={buttonText} tone={tone} busy={isLoading} onEmail={onEmail} />;
}
