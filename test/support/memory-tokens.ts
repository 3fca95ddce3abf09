import type { TokenSource } from '../../src/application/ports/token-source';
import type { SessionToken } from '../../src/domain/session';

/** The session client's side of the token, held in memory: what the BFF client reads, and what it was told. */
export class MemoryTokens implements TokenSource {
  readonly updates: SessionToken[] = [];
  readonly replacements: Array<Parameters<TokenSource['replaced']>[0]> = [];
  constructor(private token: SessionToken | null = null) {}
  current(): SessionToken | null {
    return this.token;
  }
  async update(token: SessionToken): Promise<void> {
    this.updates.push(token);
    this.token = { ...this.token, ...token };
  }
  replaced(change: Parameters<TokenSource['replaced']>[0]): void {
    this.replacements.push(change);
  }
}
