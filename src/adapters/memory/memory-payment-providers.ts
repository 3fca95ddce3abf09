import type {
  CardPayment,
  CardPaymentOptions,
  CardPaymentResult,
  PayForm,
  PayFormOptions,
  PayFormSubmission,
  PaymentProviders,
} from '../../application/ports/payment-providers';

/**
 * The payment providers in memory: the drop-in and pay form answer what the test queues (the card the
 * shopper would have typed), and every mount, submit and fraud token is recorded.
 */
export class MemoryPaymentProviders implements PaymentProviders {
  /** What the next drop-in submits answer, in order; Authorised for the current reference once empty. */
  readonly dropInAnswers: CardPaymentResult[] = [];
  readonly payFormAnswers: PayFormSubmission[] = [];
  readonly mounts: Array<{ kind: 'dropIn'; id: string; sessionData?: string } | { kind: 'payForm'; paySecret: string }> = [];
  readonly redirectResults: string[] = [];
  fraudTokens = 0;
  mounted = 0;
  /** The drop-in's wallet button, once mounted. */
  wallet: ((submission: CardPaymentResult) => void) | null = null;
  payFormWallet: ((submission: PayFormSubmission) => void) | null = null;

  constructor(private readonly reference: () => string = () => '') {}

  async mountCardPayment(
    _target: HTMLElement,
    session: { readonly id: string; readonly sessionData?: string },
    options: CardPaymentOptions,
  ): Promise<CardPayment> {
    this.mounts.push({ kind: 'dropIn', id: session.id, ...(session.sessionData ? { sessionData: session.sessionData } : {}) });
    this.mounted += 1;
    this.wallet = options.onSubmission ?? null;
    options.onValidityChange?.(true);
    const next = async (): Promise<CardPaymentResult> =>
      this.dropInAnswers.shift() ?? { kind: 'completed', resultCode: 'Authorised', reference: this.reference() };
    return {
      isValid: () => true,
      submit: next,
      resume: async (redirectResult) => {
        this.redirectResults.push(redirectResult);
        return next();
      },
      unmount: () => {
        this.mounted -= 1;
      },
    };
  }

  async mountPayForm(_target: HTMLElement, paySecret: string, options?: PayFormOptions): Promise<PayForm> {
    this.mounts.push({ kind: 'payForm', paySecret });
    this.mounted += 1;
    this.payFormWallet = options?.onSubmission ?? null;
    return {
      submit: async () => this.payFormAnswers.shift() ?? { status: 'SUCCESS', payId: 'pay-1', save: false },
      unmount: () => {
        this.mounted -= 1;
      },
    };
  }

  async fraudToken(): Promise<string> {
    this.fraudTokens += 1;
    return 'memory-fraud-token';
  }
}
