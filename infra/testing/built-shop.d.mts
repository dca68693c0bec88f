export declare const REPO_ROOT: string;

export interface BuiltShop {
  baseUrl: string;
  port: number;
  pid: number | undefined;
  /** Everything the server printed, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

export declare function freePort(): Promise<number>;
export declare function startBuiltShop(
  env?: Record<string, string | undefined>,
  nodeArgs?: string[],
  options?: { discardStdout?: boolean },
): Promise<BuiltShop>;
/** Staff remove the seeded shipping methods and tax rates (both valid settings): totals are subtotal minus discount. */
export function removeShippingAndTax(baseUrl: string, adminPassword: string): Promise<void>;
