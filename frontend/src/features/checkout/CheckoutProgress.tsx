import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { CHECKOUT_STEPS, CheckoutStep } from './checkoutSteps';

/** Spec 2: the progress bar Cart, Info, Payment. */
export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  return (
    <Box component="nav" aria-label="Checkout progress" sx={{ mb: { xs: 3, md: 5 } }}>
      <Stepper activeStep={step} alternativeLabel component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CHECKOUT_STEPS.map((label, index) => (
          <Step key={label} component="li" completed={index < step} aria-current={index === step ? 'step' : undefined}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
