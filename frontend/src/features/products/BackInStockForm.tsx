import Box from '@mui/material/Box';
import { serverErrorText } from '../../api/errorText';
import { useRequestBackInStockNoticeMutation } from '../../api/enhanced';
import type { ToastInput } from '../../store/toasts/toastSlice';
import { EmailSignupForm } from '../newsletter';

export interface BackInStockFormProps {
  slug: string;
  /** The sold-out size ('' for a product without sizes). */
  size: string;
}

/**
 * 'Notify me when it's back' under a sold-out size: one e-mail when staff restock it. The shared sign-up form shows the
 * answer beside the field and toasts it, like the other sign-ups.
 */
export function BackInStockForm({ slug, size }: BackInStockFormProps) {
  const [request, { isLoading }] = useRequestBackInStockNoticeMutation();

  const onEmail = async (email: string): Promise<ToastInput> => {
    try {
      const signup = await request({ slug, backInStockRequestDto: { email, size } }).unwrap();
      return { title: "We'll let you know", description: signup.message };
    } catch (error) {
      return {
        title: 'Could not sign you up',
        description: serverErrorText(error) ?? 'Please try again in a moment.',
        variant: 'destructive',
      };
    }
  };

  return (
    <Box sx={{ mb: 4, maxWidth: 480 }} data-testid="back-in-stock">
      <EmailSignupForm buttonText="Notify me when it's back" busy={isLoading} onEmail={onEmail} />
    </Box>
  );
}
