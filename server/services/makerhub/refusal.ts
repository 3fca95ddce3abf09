/** Why a Makerhub call is refused; only server/http turns the kind into a status. */
export type RefusalKind = 'invalid' | 'notFound' | 'conflict';

export class MakerhubRefusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new MakerhubRefusal('invalid', message);
export const notFound = (message: string) => new MakerhubRefusal('notFound', message);
export const conflict = (message: string) => new MakerhubRefusal('conflict', message);
