import Box from '@mui/material/Box';
import { CHECKOUT_STEPS, CheckoutStep } from './checkoutSteps';

/** MUI's CheckCircle, as its StepIcon draws a completed step. */
const CHECK_CIRCLE = 'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z';

/**
 * docs/product.md, Screens: the progress bar Cart, Info, Payment, drawn as MUI's Stepper with `alternativeLabel` draws
 * it (numbered
 * circles joined by a line, the label below; done steps ticked) in a plain list: the Stepper, Step, StepLabel, StepIcon
 * and StepConnector code is not on /checkout's first load.
 */
export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  return (
    <Box component="nav" aria-label="Checkout progress" sx={{ mb: { xs: 3, md: 5 } }}>
      <Box component="ol" sx={{ display: 'flex', alignItems: 'flex-start', listStyle: 'none', p: 0, m: 0 }}>
        {CHECKOUT_STEPS.map((label, index) => {
          const reached = index <= step;
          return (
            <Box
              component="li"
              key={label}
              aria-current={index === step ? 'step' : undefined}
              sx={{ flex: 1, position: 'relative', px: 1, textAlign: 'center' }}
            >
              {index > 0 && (
                <Box
                  aria-hidden="true"
                  sx={{
                    position: 'absolute',
                    top: 12,
                    left: 'calc(-50% + 20px)',
                    right: 'calc(50% + 20px)',
                    borderTop: '1px solid #bdbdbd',
                  }}
                />
              )}
              <Box
                component="svg"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
                sx={{
                  display: 'block',
                  mx: 'auto',
                  width: 24,
                  height: 24,
                  fill: 'currentColor',
                  color: reached ? 'primary.main' : 'text.disabled',
                }}
              >
                {index < step ? (
                  <path d={CHECK_CIRCLE} />
                ) : (
                  <>
                    <circle cx="12" cy="12" r="12" />
                    <Box
                      component="text"
                      x="12"
                      y="12"
                      textAnchor="middle"
                      dominantBaseline="central"
                      sx={{ fill: (theme) => theme.palette.primary.contrastText, fontSize: '0.75rem' }}
                    >
                      {index + 1}
                    </Box>
                  </>
                )}
              </Box>
              <Box
                component="span"
                sx={{
                  display: 'block',
                  mt: 2,
                  typography: 'body2',
                  color: reached ? 'text.primary' : 'text.secondary',
                  fontWeight: reached ? 500 : 400,
                }}
              >
                {label}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
