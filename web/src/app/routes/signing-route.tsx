import { DepositStep } from '../../features/payments/components/deposit-step';
import { SigningPage } from '../../features/proposals/routes/signing-page';

/** /sign/:token: the proposals feature's signing page, with the payments feature's deposit step after signing. */
export function SigningRoute() {
  return <SigningPage AfterSigning={DepositStep} />;
}
