/** Where the staff screens of the point of sale live. */
export const CREATE_ORDER_PATH = '/pos/create-order-pos';
export const ORDERS_BOARD_PATH = '/pos/board';
