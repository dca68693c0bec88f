import Stack from '@mui/material/Stack';
import { lazy, Suspense, SubmitEvent, useState } from 'react';
import { useSendContactMessageMutation } from '../../api/enhanced';
import { serverErrorText } from '../../api/errorText';
import { CheckboxField } from '../../components/CheckboxField';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { EmailTextField } from '../../components/EmailTextField';
import { FormSubmitButton } from '../../components/FormSubmitButton';
import { useTextTypedBeforeHydration } from '../../lib/useTextTypedBeforeHydration';
import { checkNewsletterEmail } from '../newsletter';

// MUI's Alert (with its Paper, IconButton and icons) loads with the first answer: the form paints without it.
const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

/** The server's limits (ContactMessageDto), checked here first so a shopper learns before sending. */
const LIMITS = { name: 100, messageMin: 10, message: 5000 } as const;

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

function problemsOf(values: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const email = checkNewsletterEmail(values.email);
  const name = values.name.trim();
  const message = values.message.trim();
  return {
    ...(name === '' ? { name: 'Please enter your name' } : {}),
    ...(name.length > LIMITS.name ? { name: `Please keep your name under ${LIMITS.name} characters` } : {}),
    ...(email.ok ? {} : { email: email.description }),
    ...(message === '' ? { message: 'Please enter your message' } : {}),
    ...(message !== '' && message.length < LIMITS.messageMin
      ? { message: `Please write at least ${LIMITS.messageMin} characters` }
      : {}),
    ...(message.length > LIMITS.message
      ? { message: `Please keep your message under ${LIMITS.message} characters` }
      : {}),
  };
}

/** Name, e-mail and message to staff; a copy to the sender only after they confirm their address by e-mail. */
export function ContactForm() {
  const [values, setValues] = useState<ContactValues>({ name: '', email: '', message: '' });
  const [copy, setCopy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useSendContactMessageMutation();
  const set = (field: keyof ContactValues) => (text: string) => setValues((current) => ({ ...current, [field]: text }));
  const nameRef = useTextTypedBeforeHydration(values.name, set('name'));
  const emailRef = useTextTypedBeforeHydration(values.email, set('email'));
  const problems = touched ? problemsOf(values) : {};

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (Object.keys(problemsOf(values)).length) return;
    void loadAlert(); // the answer is shown in an Alert: its code comes while the message is sent
    try {
      const receipt = await send({
        contactMessageDto: {
          name: values.name.trim(),
          email: values.email.trim(),
          message: values.message.trim(),
          copy,
        },
      }).unwrap();
      setSent(receipt.message);
    } catch (error) {
      setFailure(serverErrorText(error) ?? 'Your message could not be sent. Please try again in a moment.');
    }
  }

  if (sent)
    return (
      <Suspense fallback={null}>
        <Alert severity="success" role="status" sx={{ maxWidth: 560 }}>
          {sent}
        </Alert>
      </Suspense>
    );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Contact form" sx={{ maxWidth: 560 }}>
      {failure && (
        <Suspense fallback={null}>
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        </Suspense>
      )}
      <OutlinedTextField
        label="Name"
        name="name"
        value={values.name}
        inputRef={nameRef}
        onChange={(event) => set('name')(event.target.value)}
        required
        error={Boolean(problems.name)}
        helperText={problems.name}
        htmlInput={{ autoComplete: 'name', maxLength: LIMITS.name }}
      />
      <EmailTextField
        value={values.email}
        inputRef={emailRef}
        onChange={set('email')}
        error={Boolean(problems.email)}
        helperText={problems.email ?? 'We reply to this address'}
      />
      <OutlinedTextField
        label="Message"
        name="message"
        multiline
        minRows={5}
        value={values.message}
        onChange={(event) => set('message')(event.target.value)}
        required
        error={Boolean(problems.message)}
        helperText={problems.message ?? `${values.message.length} / ${LIMITS.message}`}
      />
      <CheckboxField
        label="E-mail me a copy (we first ask you to confirm your address)"
        checked={copy}
        onChange={(event) => setCopy(event.target.checked)}
      />
      <FormSubmitButton busy={isLoading} label="Send Message" busyLabel="Sending..." />
    </Stack>
  );
}
