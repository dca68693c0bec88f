import { serverErrorText } from '../../api/errorText';
import { useJoinWaitlistMutation } from '../../api/enhanced';
import { EmailSignupForm } from '../newsletter';
import type { ToastInput } from '../../store/toasts/toastSlice';

export const WAITLIST_FALLBACK_MESSAGE = "We'll let you know when the Winter Spice Collection arrives.";

/**
 * /holiday's 'Notify Me': puts the address on the Winter Spice waitlist (its own table, no welcome code), not on the
 * newsletter, and answers with the waitlist's own sentence instead of the newsletter's 15% promise.
 */
export function WaitlistForm() {
  const [join, { isLoading }] = useJoinWaitlistMutation();

  const onEmail = async (email: string): Promise<ToastInput> => {
    try {
      const entry = await join({ joinWaitlistDto: { email, collection: 'winter-spice' } }).unwrap();
      return { title: "You're on the list ❄️", description: entry.message || WAITLIST_FALLBACK_MESSAGE };
    } catch (error) {
      return {
        title: 'Could not join the waitlist',
        description: serverErrorText(error) ?? 'Please try again in a moment.',
        variant: 'destructive',
      };
    }
  };

  return <EmailSignupForm buttonText="Notify Me" tone="dark" busy={isLoading} onEmail={onEmail} />;
}
