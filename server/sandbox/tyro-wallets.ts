import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SavedCard } from '../services/payments/gateways';

/**
 * Where the AU pay form provider keeps each customer's saved cards. A real provider keeps them on its side
 * across our restarts; the sandbox does the same with a JSON file (or memory alone when it is given none).
 * Every change is written whole to a temporary file and renamed over the old one, so a crash mid-write
 * leaves the previous wallets, never half a file.
 */
export interface TyroWallets {
  get(customerId: string): SavedCard[];
  set(customerId: string, cards: SavedCard[]): void;
}

const isCard = (value: unknown): value is SavedCard => {
  const c = value as SavedCard;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.cardId === 'string' &&
    typeof c.brand === 'string' &&
    typeof c.last4 === 'string' &&
    typeof c.expiry === 'string' &&
    typeof c.isDefault === 'boolean'
  );
};

function load(file: string): Map<string, SavedCard[]> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return new Map();
  }
  const parsed = JSON.parse(text) as unknown;
  const wallets = new Map<string, SavedCard[]>();
  if (typeof parsed !== 'object' || parsed === null) return wallets;
  for (const [customerId, cards] of Object.entries(parsed)) {
    if (Array.isArray(cards)) wallets.set(customerId, cards.filter(isCard));
  }
  return wallets;
}

export function createTyroWallets(file?: string): TyroWallets {
  const wallets = file ? load(file) : new Map<string, SavedCard[]>();
  const write = () => {
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(wallets)));
    renameSync(temporary, file);
  };
  return {
    get: (customerId) => wallets.get(customerId) ?? [],
    set(customerId, cards) {
      if (cards.length === 0) wallets.delete(customerId);
      else wallets.set(customerId, cards);
      write();
    },
  };
}
