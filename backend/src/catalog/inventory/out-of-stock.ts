import { Conflict } from '../../common/errors/domain-errors';

export interface UnavailableLine {
  productId: number;
  size: string;
  productName: string;
  requested: number;
  /** Units that can still be bought (0: sold out). */
  available: number;
}

/** How a size is named to people: "Hand Soap No. 42 (16 oz)", or the bare name for a product without sizes. */
export const sizedName = (productName: string, size: string) => `${productName}${size ? ` (${size})` : ''}`;

/** Some lines ask for more than is left: a 409 before any money is taken, naming each line and what is left. */
export class OutOfStock extends Conflict {
  constructor(readonly unavailable: UnavailableLine[]) {
    const [first] = unavailable;
    const name = (line: UnavailableLine) => sizedName(line.productName, line.size);
    super(
      first.available === 0 ? `${name(first)} is sold out.` : `Only ${first.available} of ${name(first)} left.`,
      unavailable
        .map((line) =>
          line.available === 0
            ? `${name(line)} is sold out: please remove it from your cart.`
            : `Only ${line.available} of ${name(line)} left (you asked for ${line.requested}): please lower the quantity.`,
        )
        .join(' '),
    );
  }

  override get details(): Readonly<Record<string, unknown>> {
    return { unavailable: this.unavailable };
  }
}
