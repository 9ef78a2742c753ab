// The longest texts an order takes: the api refuses longer ones, and checkout's inputs stop there
// (maxlength), so a shopper never types past a limit they only hear of after Place Order.

/** The shopper's details, counted after trimming. */
export const ORDER_TEXT_LIMITS = { customerName: 120, whatsapp: 40, address: 1000, note: 2000 } as const;

/** Each number of an address given as its parts (flat or house, building, road, block)... */
export const ADDRESS_PART_MAX_LENGTH = 40;
/** ...and its directions. */
export const DIRECTIONS_MAX_LENGTH = 1000;

/** A voucher's code, as the owner writes it and the shopper types it. */
export const VOUCHER_CODE_MAX_LENGTH = 40;
