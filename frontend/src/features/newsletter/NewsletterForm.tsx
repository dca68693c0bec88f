import { serverErrorText } from '../../api/errorText';
import { SubscribeDto, useSubscribeToNewsletterMutation } from '../../api/enhanced';
import { useToast } from '../../app/toasts/useToast';
import { EmailSignupForm } from './EmailSignupForm';

interface NewsletterFormProps {
  /** Where the address was given (the footer by default). */
  source?: NonNullable<SubscribeDto['source']>;
  buttonText?: string;
  /** 'dark' on the footer's sage background. */
  tone?: 'light' | 'dark';
}

/** The newsletter sign-up (spec 4, 5, 8), with its 15% welcome promise. */
export function NewsletterForm({ source = 'footer', buttonText = 'Subscribe', tone = 'light' }: NewsletterFormProps) {
  const [subscribe, { isLoading }] = useSubscribeToNewsletterMutation();
  const toast = useToast();

  const onEmail = async (email: string) => {
    try {
      await subscribe({ subscribeDto: { email, source } }).unwrap();
      toast({ title: 'Welcome! 🌿', description: 'Check your email for a special 15% discount code!' });
      return true;
    } catch (error) {
      toast({
        title: 'Subscription failed',
        description: serverErrorText(error) ?? 'Failed to subscribe',
        variant: 'destructive',
      });
      return false;
    }
  };

  return <EmailSignupForm buttonText={buttonText} tone={tone} busy={isLoading} onEmail={onEmail} />;
}
